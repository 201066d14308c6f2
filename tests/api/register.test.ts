import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_EXISTS_MESSAGE } from "@/lib/auth/registration";
import { followLink, uniqueEmail } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME_HOST } from "../helpers/organization-api";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 39, visitors on several sites: POST /api/register against the embedded stack with email confirmation on.
// An address with an account on this site is spec 000's "email exists"; one with an account on other sites only
// answers exactly as a new registration does, and its owner is emailed how to join with their password.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

const ACME_LOGIN = `http://${ACME_HOST}/login`;

let app: AppStack;

const registerRoute = () => import("@/app/api/register/route");
const profileRoute = () => import("@/app/api/profile/route");

async function register(body: Record<string, unknown>, { host = ACME_HOST, origin }: { host?: string; origin?: string } = {}) {
  const { POST } = await registerRoute();
  const response = await POST(apiRequest(host, "/api/register", { method: "POST", body, origin }));
  return { status: response.status, body: await response.json() };
}

const registration = (email: string, extra: Record<string, unknown> = {}) => ({ username: "viajera", email, password: "Sunshine42", login_url: ACME_LOGIN, ...extra });

async function accountsOf(email: string) {
  const { rows } = await app.auth.db.query<{ id: string; confirmed: boolean; username: string | null }>(
    "select id, email_confirmed_at is not null as confirmed, raw_user_meta_data->>'username' as username from auth.users where lower(email) = $1",
    [email],
  );
  return rows;
}

async function roleOn(orgId: string, userId: string): Promise<string | null> {
  const { rows } = await app.auth.db.query<{ role: string }>("select role from memberships where organization_id = $1 and user_id = $2", [orgId, userId]);
  return rows[0]?.role ?? null;
}

beforeAll(async () => {
  app = await startAppStack({ emailConfirmation: true, emailWorker: true });
});

afterAll(async () => {
  await app?.close();
});

describe("POST /api/register", () => {
  let newAnswer: { status: number; body: unknown };

  it("signs a new address up: it awaits confirmation, and Auth's link leads back to the site's login page signed in", async () => {
    const email = uniqueEmail("nueva");
    newAnswer = await register(registration(email));
    expect(newAnswer).toEqual({ status: 200, body: { session: null } });
    expect(await accountsOf(email)).toEqual([expect.objectContaining({ confirmed: false, username: "viajera" })]);

    const { link, message } = await app.auth.lastLink(email);
    expect(message.subject).toBe("Confirm your signup");
    const { location } = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(ACME_LOGIN);
    // The implicit flow: the session rides in the fragment, which the login form takes over.
    expect(new URLSearchParams(location.hash.slice(1)).get("access_token")).toBeTruthy();
  });

  it("answers an address with an account on another site only as a new one, creates nothing, and emails how to join", async () => {
    const email = NORTHWIND.customer.email;
    const before = await accountsOf(email);
    expect(before).toEqual([expect.objectContaining({ id: NORTHWIND.customer.id, confirmed: true })]);
    const answer = await register(registration(email, { username: "intruso", password: "Different42" }));
    expect(answer).toEqual(newAnswer);

    expect(await accountsOf(email)).toEqual(before);
    expect(await roleOn(ACME.id, NORTHWIND.customer.id)).toBeNull();
    // The password did not change either.
    await expect(app.signIn(email, SEED_PASSWORDS.customer)).resolves.toBeTruthy();

    const mails = await app.mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Únete a Acme Viajes con tu cuenta actual"]);
    expect(mails[0].text).toContain("Ya tienes una cuenta en nuestra plataforma");
    expect(mails[0].text).toContain(ACME_LOGIN);
    expect(mails[0].text).not.toContain("intruso");
  });

  it("writes that email in the registration's language when the site speaks it, else in the site's own", async () => {
    const email = NORTHWIND.admin.email;
    await register(registration(email, { locale: "de", login_url: `http://${ACME_HOST}/de/login` }));
    await register(registration(email, { locale: "ja" }));
    // Delivered by the queue's worker, in no promised order.
    const mails = await app.mailTo(email);
    expect(mails).toHaveLength(2);
    const german = mails.find((mail) => mail.text.includes("/de/login"))!;
    const japanese = mails.find((mail) => mail !== german)!;
    expect(german.subject).toBe("Mit Ihrem bestehenden Konto bei Acme Viajes mitmachen");
    expect(german.text).toContain(`http://${ACME_HOST}/de/login`);
    expect(japanese.subject).toBe("Únete a Acme Viajes con tu cuenta actual");
  });

  it("answers 409 email_exists for an address with an account on this site, and sends nothing", async () => {
    const answer = await register(registration(ACME.customer.email));
    expect(answer).toEqual({ status: 409, body: { error: { code: "email_exists", message: EMAIL_EXISTS_MESSAGE } } });
    expect(await app.mailTo(ACME.customer.email)).toEqual([]);
  });

  it("makes a person of another site who logs in here its customer; from then on the address exists here", async () => {
    const token = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const { PUT } = await profileRoute();
    const joined = await PUT(apiRequest(ACME_HOST, "/api/profile", { method: "PUT", token, body: {} }));
    expect(joined.status).toBe(200);
    expect((await joined.json()).role).toBe("customer");
    expect(await roleOn(ACME.id, NORTHWIND.customer.id)).toBe("customer");
    expect(await roleOn(NORTHWIND.id, NORTHWIND.customer.id)).toBe("customer");

    expect((await register(registration(NORTHWIND.customer.email))).body.error.code).toBe("email_exists");
  });

  it("answers bad input with 400 and a message per field", async () => {
    const bad = await register({ username: "ab", email: "not-an-email", password: "short", login_url: ACME_LOGIN, locale: "xx" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["email", "locale", "password", "username"]);
  });

  it("refuses a login page on another host, or another page than the login page", async () => {
    for (const login_url of ["https://evil.example/login", "//evil.example/login", "javascript:alert(1)", `http://${ACME_HOST}/account`, "/es/register"]) {
      const answer = await register(registration(uniqueEmail("enlace"), { login_url }));
      expect(answer.status, login_url).toBe(400);
      expect(answer.body.error.fields, login_url).toEqual({ login_url: "Must be this site's login page." });
    }
  });

  it("accepts the login page as a path on the site's own address", async () => {
    const email = uniqueEmail("ruta");
    expect(await register(registration(email, { login_url: "/en/login" }))).toEqual({ status: 200, body: { session: null } });
    const { link } = await app.auth.lastLink(email);
    expect(new URL(new URL(link).searchParams.get("redirect_to") ?? "").pathname).toBe("/en/login");
  });

  it("refuses a registration sent from another site's page", async () => {
    const answer = await register(registration(uniqueEmail("ajeno")), { origin: "http://localhost:3000" });
    expect(answer.status).toBe(403);
  });
});
