// The Auth admin subset (invite, generate_link, /admin/users) of the embedded Auth server: only the service
// role gets in, an invitation arrives in the local mailbox and its link signs the invited person in, and the
// answers are GoTrue's. supabase-js's own tests of these routes run in auth-admin-upstream.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/embedded/auth/keys";
import { adminAuth, followLink, startAuthStack, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

const PASSWORD = "Secret123";
const SITE_PAGE = "http://acme.localhost:3000/es/welcome";

let stack: AuthStack;
let admin: ReturnType<typeof adminAuth>;
beforeAll(async () => {
  stack = await startAuthStack();
  admin = adminAuth(stack.url);
});
afterAll(() => stack?.stop());

/** A bare request, to set exactly the headers a caller sends. */
function call(
  method: string,
  path: string,
  options: { apikey?: string; bearer?: string | null; body?: unknown } = {},
): Promise<Response> {
  const apikey = options.apikey ?? LOCAL_SERVICE_ROLE_KEY;
  const bearer = options.bearer === undefined ? apikey : options.bearer;
  const headers: Record<string, string> = { apikey, "content-type": "application/json" };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return fetch(`${stack.url}/auth/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A confirmed user with a password, signed in. */
async function signedInUser(label: string) {
  const email = uniqueEmail(label);
  const { data, error } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  const client = stack.client({ ip: "10.41.0.1" });
  const session = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
  return { email, id: data.user!.id, client, session };
}

const SOME_ID = "83fd9e20-7a80-46e4-bf29-a86e3d6bbf66";
const ADMIN_CALLS: [string, string, unknown][] = [
  ["POST", "/invite", { email: "refused@example.test" }],
  ["POST", "/admin/generate_link", { type: "invite", email: "refused@example.test" }],
  ["GET", "/admin/users", undefined],
  ["POST", "/admin/users", { email: "refused@example.test", password: PASSWORD }],
  ["GET", `/admin/users/${SOME_ID}`, undefined],
  ["PUT", `/admin/users/${SOME_ID}`, { email_confirm: true }],
  ["DELETE", `/admin/users/${SOME_ID}`, undefined],
];

describe("only the service role", () => {
  it("refuses the publishable key on every admin route: 403 not_admin, and nothing happens", async () => {
    for (const [method, path, body] of ADMIN_CALLS) {
      const response = await call(method, path, { apikey: LOCAL_ANON_KEY, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ code: 403, error_code: "not_admin", msg: "User not allowed" });
    }
    expect(await stack.mailTo("refused@example.test")).toEqual([]);
    const { data } = await admin.listUsers({ perPage: 1000 });
    expect(data.users.map((user) => user.email)).not.toContain("refused@example.test");
  });

  it("refuses a signed-in user's token, even with the secret key as apikey: 403 not_admin", async () => {
    const { session } = await signedInUser("not-admin");
    for (const apikey of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]) {
      for (const [method, path, body] of ADMIN_CALLS) {
        const response = await call(method, path, { apikey, bearer: session.access_token, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await response.json()).error_code).toBe("not_admin");
      }
    }
  });

  it("answers supabase-js's admin client made with the publishable key with not_admin", async () => {
    const { data, error } = await adminAuth(stack.url, LOCAL_ANON_KEY).listUsers();
    expect(data.users).toEqual([]);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe("not_admin");
    expect(error?.message).toBe("User not allowed");
  });

  it("refuses a token it did not sign (403 bad_jwt) and a request without a key (401)", async () => {
    const forged = await call("GET", "/admin/users", { bearer: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x" });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error_code).toBe("bad_jwt");

    const keyless = await fetch(`${stack.url}/auth/v1/admin/users`, { headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } });
    expect(keyless.status).toBe(401);
  });

  it("accepts the secret key sent only as apikey, as Supabase's gateway does", async () => {
    const response = await call("GET", "/admin/users?per_page=1", { bearer: null });
    expect(response.status).toBe(200);
  });
});

describe("inviting", () => {
  it("mails an invitation whose link signs the invited person in; they then choose a password", async () => {
    const email = uniqueEmail("invited");
    const { data, error } = await admin.inviteUserByEmail(email, { data: { username: "invited" }, redirectTo: SITE_PAGE });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ username: "invited" });

    const { link, message } = await stack.lastLink(email);
    expect(message.subject).toBe("You have been invited");
    expect(message.text).toContain("You have been invited to create a user on http://acme.localhost:3000.");
    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(`${followed.location.origin}${followed.location.pathname}`).toBe(SITE_PAGE);
    const fragment = new URLSearchParams(followed.location.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");

    const client = stack.client({ ip: "10.41.0.2" });
    const session = await client.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
    expect(session.data.user?.email_confirmed_at).toBeTruthy();

    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signIn = await stack.client({ ip: "10.41.0.2" }).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it("refuses an address that is already confirmed: 422 email_exists", async () => {
    const { email } = await signedInUser("taken");
    const { data, error } = await admin.inviteUserByEmail(email);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("email_exists");
    expect(error?.message).toBe("A user with this email address has already been registered");
    expect(await stack.mailTo(email)).toEqual([]);
  });
});

describe("generate_link", () => {
  it("answers an invitation link and mails nothing; the link and its hash each sign the user in", async () => {
    const email = uniqueEmail("link");
    const { data, error } = await admin.generateLink({ type: "invite", email, options: { redirectTo: SITE_PAGE } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.properties).toMatchObject({ verification_type: "invite", redirect_to: SITE_PAGE });
    expect(await stack.mailTo(email)).toEqual([]);

    const followed = await followLink(data.properties!.action_link);
    const fragment = new URLSearchParams(followed.location.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    expect(fragment.get("access_token")).toBeTruthy();

    const again = await admin.generateLink({ type: "magiclink", email });
    const verified = await stack.client().auth.verifyOtp({ type: "magiclink", token_hash: again.data.properties!.hashed_token });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it("moves the address when the email change link is followed", async () => {
    const { email, id } = await signedInUser("mover");
    const newEmail = uniqueEmail("moved");
    const { data } = await admin.generateLink({ type: "email_change_new", email, newEmail });
    expect(data.properties?.verification_type).toBe("email_change_new");
    await followLink(data.properties!.action_link);
    expect((await admin.getUserById(id)).data.user?.email).toBe(newEmail);
  });

  it("answers GoTrue's errors for an unknown address, the current-address change link and an unknown type", async () => {
    const recovery = await admin.generateLink({ type: "recovery", email: uniqueEmail("nobody") });
    expect(recovery.error).toMatchObject({ status: 404, code: "user_not_found", message: "User with this email not found" });

    const { email } = await signedInUser("current");
    const current = await admin.generateLink({ type: "email_change_current", email, newEmail: uniqueEmail("next") });
    expect(current.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Enable secure email change to generate link for current email",
    });

    const unknown = await call("POST", "/admin/generate_link", { body: { type: "sms", email } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).msg).toBe("Invalid email action link type requested: sms");
  });

  it("makes a magic link for an unknown address a sign-up link", async () => {
    const { data } = await admin.generateLink({ type: "magiclink", email: uniqueEmail("newcomer") });
    expect(data.properties?.verification_type).toBe("signup");
    expect(data.properties?.action_link).toMatch(/type=signup/);
  });
});

describe("admin/users", () => {
  it("answers a malformed id 404 validation_failed and an unknown one 404 user_not_found", async () => {
    const malformed = await call("GET", "/admin/users/not-a-uuid");
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error_code: "validation_failed", msg: "user_id must be an UUID" });

    const unknown = await admin.getUserById(SOME_ID);
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found", message: "User not found" });
  });

  it("pages the list with GoTrue's Link and X-Total-Count headers", async () => {
    const [{ total }] = (await stack.db.query<{ total: number }>("select count(*)::int as total from auth.users")).rows;
    const response = await call("GET", "/admin/users?page=1&per_page=2");
    expect((await response.json()).users).toHaveLength(2);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    expect(response.headers.get("link")).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );

    const { data } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(data).toMatchObject({ aud: "authenticated", nextPage: 2, total });
  });

  it("merges metadata, a null removing a key, as GoTrue does", async () => {
    const { id } = await signedInUser("metadata");
    await admin.updateUserById(id, { user_metadata: { theme: "dark", lang: "es" }, app_metadata: { plan: "pro" } });
    const { data } = await admin.updateUserById(id, { user_metadata: { lang: null }, app_metadata: { plan: null } });
    expect(data.user?.user_metadata).toEqual({ theme: "dark" });
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });
  });

  it("sets a new password: old sessions end, the new password signs in, a weak one is weak_password", async () => {
    const { email, id, client, session } = await signedInUser("password");
    const weak = await admin.updateUserById(id, { password: "short" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });

    expect((await admin.updateUserById(id, { password: "Changed456" })).error).toBeNull();
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
    const signIn = await stack.client({ ip: "10.41.0.3" }).auth.signInWithPassword({ email, password: "Changed456" });
    expect(signIn.error).toBeNull();
  });

  it("bans for a ban_duration (sign-in, tokens and refresh refused) until it is lifted with none", async () => {
    const { email, id, client, session } = await signedInUser("banned");
    const banned = await admin.updateUserById(id, { ban_duration: "24h" });
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);

    const signIn = await stack.client({ ip: "10.41.0.4" }).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: "user_banned" });
    const user = await stack.client().auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ status: 403, code: "user_banned" });
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: "user_banned" });

    const invalid = await admin.updateUserById(id, { ban_duration: "forever" });
    expect(invalid.error?.message).toBe('invalid format for ban duration: time: invalid duration "forever"');

    await admin.updateUserById(id, { ban_duration: "none" });
    expect((await stack.client({ ip: "10.41.0.4" }).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("deletes for good; soft deletion is refused with 400", async () => {
    const { email, id } = await signedInUser("deleted");
    const soft = await admin.deleteUser(id, true);
    expect(soft.error).toMatchObject({ status: 400, code: "validation_failed" });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.code).toBe("user_not_found");
    const signIn = await stack.client({ ip: "10.41.0.5" }).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe("invalid_credentials");
  });
});
