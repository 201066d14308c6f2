import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Registration's calls to the app's own API, with the auth client and the network stubbed: the sign-up through
// POST /api/register, then which emails it asks for, with and without a session (the site mails only a signed-in
// user's own address).
const setSession = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth/session-store", () => ({ loadSupabaseClient: async () => ({ auth: { setSession } }) }));

const { register } = await import("@/lib/auth/register");

const SITE_ID = "10000000-0000-4000-8000-000000000000";
const USER_ID = "10100000-0000-4000-8000-000000000099";
const HANDED = { access_token: "token-1", refresh_token: "refresh-1" };
let calls: { path: string; body: Record<string, unknown> | null; token: string | null }[];
let registered: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const token = new Headers(init.headers).get("authorization")?.slice(7) ?? null;
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null, token });
    if (path === "/api/register") return Response.json(registered.body, { status: registered.status });
    const answer = path === "/api/profile" ? { profile: { id: USER_ID }, role: "customer" } : { success: true };
    return Response.json(answer);
  });
  setSession.mockImplementation(async ({ access_token }: { access_token: string }) => ({
    data: { session: { access_token, user: { id: USER_ID } }, user: { id: USER_ID } },
    error: null,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession.mockReset();
});

const signedUp = (session: boolean) => {
  registered = { status: 200, body: { session: session ? HANDED : null } };
};

const input = (username = "Lea") => ({ username, email: " lea@example.test ", password: "Sunshine42" });
const options = (freeTrial: boolean) => ({ siteId: SITE_ID, freeTrial, loginUrl: "http://localhost:3000/login", locale: "en" as const });
const paths = () => calls.map((call) => call.path);

describe("register", () => {
  it("signs up through POST /api/register with the login page and the page's language", async () => {
    signedUp(false);
    await register(input(), options(false));
    expect(calls[0]).toEqual({
      path: "/api/register",
      token: null,
      body: { username: "Lea", email: "lea@example.test", password: "Sunshine42", login_url: "http://localhost:3000/login", locale: "en" },
    });
  });

  it("records a free trial but asks for no email while the address is unconfirmed (no session)", async () => {
    signedUp(false);
    expect(await register(input(), options(true))).toEqual({ kind: "done", session: false, emailFailed: null });
    expect(paths()).toEqual(["/api/register", "/api/register-user-free-trial"]);
    expect(calls[1]).toMatchObject({ body: { email: "lea@example.test" }, token: null });
    expect(setSession).not.toHaveBeenCalled();
  });

  it("asks for no welcome email without a session either", async () => {
    signedUp(false);
    await register(input(), options(false));
    expect(paths()).toEqual(["/api/register"]);
  });

  it("with a session, takes it over and asks for the free-trial email to the user's own address, signed in", async () => {
    signedUp(true);
    expect(await register(input(), options(true))).toEqual({ kind: "done", session: true, emailFailed: null });
    expect(setSession).toHaveBeenCalledWith(HANDED);
    expect(paths()).toEqual(["/api/register", "/api/profile", "/api/register-user-free-trial", "/api/send-email"]);
    expect(calls[3]).toEqual({
      path: "/api/send-email",
      token: "token-1",
      body: { type: "free_trial", to: "lea@example.test", organization_id: SITE_ID, user_id: USER_ID, name: "Lea" },
    });
  });

  it("leaves a username that is not a plain name out of the welcome email", async () => {
    signedUp(true);
    await register(input("www.evil.example"), options(false));
    expect(calls.at(-1)).toMatchObject({ path: "/api/send-email", body: { type: "welcome", name: "" } });
  });

  it("shows the spec's message for an address with an account on this site, and goes no further", async () => {
    registered = { status: 409, body: { error: { code: "email_exists", message: "An account with this email address already exists." } } };
    expect(await register(input(), options(true))).toMatchObject({ kind: "error", key: "emailExists" });
    expect(paths()).toEqual(["/api/register"]);
  });

  it("maps Auth's refusals passed on by the route as supabase-js's errors were mapped", async () => {
    registered = { status: 429, body: { error: { code: "over_email_send_rate_limit", message: "Email rate limit exceeded" } } };
    expect(await register(input(), options(false))).toMatchObject({ kind: "error", key: "tooManyAttempts" });
    registered = { status: 422, body: { error: { code: "weak_password", message: "Password should be at least 8 characters." } } };
    expect(await register(input(), options(false))).toMatchObject({ kind: "error", key: "passwordTooShort" });
    registered = { status: 502, body: { error: { code: "unexpected_failure", message: "fetch failed" } } };
    expect(await register(input(), options(false))).toMatchObject({ kind: "error", key: "serverError" });
  });

  it("reports a server error when the session cannot be taken over", async () => {
    signedUp(true);
    setSession.mockResolvedValue({ data: { session: null, user: null }, error: new Error("Invalid Refresh Token") });
    expect(await register(input(), options(false))).toEqual({ kind: "error", key: "serverError", message: "" });
    expect(paths()).toEqual(["/api/register"]);
  });
});
