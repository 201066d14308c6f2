import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail, type AuthStack } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The app's own account endpoints, called with real Requests against the embedded auth API and
// database (the route modules read their configuration when imported, hence the dynamic imports).
let stack: AuthStack;
let app: AppStack;
let profileRoute: typeof import("@/app/api/profile/route");
let freeTrialRoute: typeof import("@/app/api/register-user-free-trial/route");
let sendEmailRoute: typeof import("@/app/api/send-email/route");

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";

const request = apiRequest;

const signIn = (email: string, password: string) => app.signIn(email, password);

async function signUp(email: string) {
  const { data, error } = await stack.client().auth.signUp({ email, password: "Sunshine42", options: { data: { username: "fresh" } } });
  if (error || !data.session) throw error ?? new Error("no session");
  return { token: data.session.access_token, userId: data.user!.id };
}

beforeAll(async () => {
  app = await startAppStack({ emailWorker: true });
  stack = app.auth;
  profileRoute = await import("@/app/api/profile/route");
  freeTrialRoute = await import("@/app/api/register-user-free-trial/route");
  sendEmailRoute = await import("@/app/api/send-email/route");
});

afterAll(async () => {
  await app?.close();
});

describe("GET and PUT /api/profile", () => {
  it("answers 401 with the spec's message without a session", async () => {
    const response = await profileRoute.GET(request(NORTHWIND_HOST, "/api/profile"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", message: "No active session found. Please log in again." },
    });
  });

  it("recognises the admin on their own site and grants no role on another's", async () => {
    const token = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const own = await (await profileRoute.GET(request(NORTHWIND_HOST, "/api/profile", { token }))).json();
    // Issue 39: each demo admin owns their site.
    expect(own.role).toBe("owner");
    const other = await (await profileRoute.GET(request(ACME_HOST, "/api/profile", { token }))).json();
    expect(other.role).toBeNull();
  });

  it("creates a new user's profile and makes them the site's customer", async () => {
    const { token, userId } = await signUp(uniqueEmail("profile"));
    const response = await profileRoute.PUT(request(ACME_HOST, "/api/profile", { method: "PUT", token, body: { username: "viajera" } }));
    expect(response.status).toBe(200);
    const { profile, role } = await response.json();
    expect(profile).toMatchObject({ id: userId, username: "viajera" });
    expect(role).toBe("customer");
  });

  // Issue 39 replaced "refuses to move a profile to another organisation": one account now belongs to any
  // number of sites, and logging in on another one makes the person its customer there, nothing more.
  it("makes a customer of one site a customer of another they log in on, keeping their role on the first", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const response = await profileRoute.PUT(request(ACME_HOST, "/api/profile", { method: "PUT", token, body: {} }));
    expect(response.status).toBe(200);
    expect((await response.json()).role).toBe("customer");
    const owner = await signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const joined = await profileRoute.PUT(request(ACME_HOST, "/api/profile", { method: "PUT", token: owner, body: {} }));
    expect((await joined.json()).role).toBe("customer");
    const home = await (await profileRoute.GET(request(NORTHWIND_HOST, "/api/profile", { token: owner }))).json();
    expect(home.role).toBe("owner");
    await stack.db.query("delete from memberships where organization_id = $1 and user_id = any($2)", [ACME.id, [NORTHWIND.customer.id, NORTHWIND.admin.id]]);
  });

  it("answers bad bodies with 400 and field messages", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const short = await profileRoute.PUT(request(NORTHWIND_HOST, "/api/profile", { method: "PUT", token, body: { username: "ab" } }));
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.username).toMatch(/at least 3/);
    const notJson = await profileRoute.PUT(request(NORTHWIND_HOST, "/api/profile", { method: "PUT", token, body: "{nope" }));
    expect(notJson.status).toBe(400);
  });

  it("refuses a state-changing request from another origin", async () => {
    const token = await signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const response = await profileRoute.PUT(
      request(NORTHWIND_HOST, "/api/profile", { method: "PUT", token, body: {}, origin: "http://evil.example" }),
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/register-user-free-trial and POST /api/send-email", () => {
  const sendEmail = (body: Record<string, unknown>, init: { token?: string; host?: string } = {}) =>
    sendEmailRoute.POST(request(init.host ?? NORTHWIND_HOST, "/api/send-email", { method: "POST", token: init.token, body }));

  it("records a visitor's free trial but sends no email without a session", async () => {
    // Anyone could name a victim's address here: the site must not mail it on their say-so.
    const email = uniqueEmail("trial");
    const trial = await freeTrialRoute.POST(request(NORTHWIND_HOST, "/api/register-user-free-trial", { method: "POST", body: { email } }));
    expect(trial.status).toBe(200);

    const body = { type: "free_trial", to: email, organization_id: NORTHWIND.id, user_id: null, name: "Lea" };
    const anonymous = await sendEmail(body);
    expect(anonymous.status).toBe(403);
    expect(await app.mailTo(email)).toEqual([]);
  });

  it("sends the free-trial email once to the signed-in user's own confirmed address", async () => {
    const email = uniqueEmail("trial-user");
    const { token, userId } = await signUp(email);
    const trial = await freeTrialRoute.POST(request(NORTHWIND_HOST, "/api/register-user-free-trial", { method: "POST", token, body: { email } }));
    expect(trial.status).toBe(200);

    const body = { type: "free_trial", to: email, organization_id: NORTHWIND.id, user_id: userId, name: "Lea" };
    const first = await sendEmail(body, { token });
    expect(first.status).toBe(200);
    const [mail] = await app.mailTo(email);
    expect(mail.subject).toBe("Your free trial at Northwind Consulting has started");
    expect(mail.text).toContain("Hello Lea");

    // One email per trial sign-up: the endpoint is no relay for repeated mail.
    const second = await sendEmail(body, { token });
    expect(second.status).toBe(403);
    expect(await app.mailTo(email)).toHaveLength(1);
  });

  it("sends the welcome email only to the signed-in user's own address", async () => {
    const email = uniqueEmail("welcome");
    const { token, userId } = await signUp(email);
    const ok = await sendEmail({ type: "welcome", to: email, organization_id: NORTHWIND.id, user_id: userId, name: "Ana" }, { token });
    expect(ok.status).toBe(200);
    expect((await app.mailTo(email))[0].subject).toBe("Welcome to Northwind Consulting");

    const stranger = await sendEmail({ type: "welcome", to: "victim@example.test", organization_id: NORTHWIND.id, user_id: userId }, { token });
    expect(stranger.status).toBe(403);
    expect(await app.mailTo("victim@example.test")).toEqual([]);
  });

  it("refuses a session whose address the auth server has not confirmed", async () => {
    const email = uniqueEmail("unconfirmed");
    const { token, userId } = await signUp(email);
    // As on a project that lets unconfirmed addresses sign in: the token is valid, the address unproven.
    await stack.db.query("update auth.users set email_confirmed_at = null where id = $1", [userId]);
    for (const type of ["welcome", "free_trial"]) {
      const response = await sendEmail({ type, to: email, organization_id: NORTHWIND.id, user_id: userId, name: "Ana" }, { token });
      expect(response.status).toBe(403);
    }
    expect(await app.mailTo(email)).toEqual([]);
  });

  it("refuses a name that carries a link, with a message on the name field", async () => {
    const email = uniqueEmail("phish");
    const { token, userId } = await signUp(email);
    for (const name of ["your account is locked. Verify now at http://evil.example/verify", "Verify at evil.example/x", "<a href=x>Ana</a>"]) {
      const response = await sendEmail({ type: "welcome", to: email, organization_id: NORTHWIND.id, user_id: userId, name }, { token });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.name).toMatch(/without links/);
    }
    expect(await app.mailTo(email)).toEqual([]);
  });

  it("links the organisation's own address, not the port the request named", async () => {
    const email = uniqueEmail("origin");
    const { token, userId } = await signUp(email);
    const previousPort = process.env.PORT;
    process.env.PORT = "3000";
    try {
      const response = await sendEmail(
        { type: "welcome", to: email, organization_id: NORTHWIND.id, user_id: userId, name: "Ana" },
        { token, host: "localhost:1234" },
      );
      expect(response.status).toBe(200);
    } finally {
      if (previousPort === undefined) delete process.env.PORT;
      else process.env.PORT = previousPort;
    }
    const [mail] = await app.mailTo(email);
    expect(mail.text).toContain("http://localhost:3000/");
    expect(`${mail.text}${mail.html ?? ""}`).not.toContain("1234");
  });

  it("refuses another organisation's id and bad bodies", async () => {
    const wrongOrg = await sendEmailRoute.POST(
      request(NORTHWIND_HOST, "/api/send-email", { method: "POST", body: { type: "welcome", to: "a@example.test", organization_id: ACME.id } }),
    );
    expect(wrongOrg.status).toBe(403);
    const badType = await sendEmailRoute.POST(
      request(NORTHWIND_HOST, "/api/send-email", { method: "POST", body: { type: "spam", to: "a@example.test", organization_id: NORTHWIND.id } }),
    );
    expect(badType.status).toBe(400);
    expect((await badType.json()).error.fields).toHaveProperty("type");
    const badEmail = await freeTrialRoute.POST(request(NORTHWIND_HOST, "/api/register-user-free-trial", { method: "POST", body: { email: "nope" } }));
    expect(badEmail.status).toBe(400);
  });

  it("answers an unknown host with 404", async () => {
    const response = await freeTrialRoute.POST(request("nobody.example", "/api/register-user-free-trial", { method: "POST", body: { email: "a@b.co" } }));
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("site_not_found");
  });
});
