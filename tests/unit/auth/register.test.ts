import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Registration's calls to the app's own API, with the auth client and the network stubbed: which emails
// it asks for, with and without a session (the site mails only a signed-in user's own address).
const signUp = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth/session-store", () => ({ loadSupabaseClient: async () => ({ auth: { signUp } }) }));

const { register } = await import("@/lib/auth/register");

const SITE_ID = "10000000-0000-4000-8000-000000000000";
const USER_ID = "10100000-0000-4000-8000-000000000099";
let calls: { path: string; body: Record<string, unknown> | null; token: string | null }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const token = new Headers(init.headers).get("authorization")?.slice(7) ?? null;
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null, token });
    const answer = path === "/api/profile" ? { profile: { id: USER_ID }, role: "customer" } : { success: true };
    return Response.json(answer);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  signUp.mockReset();
});

const signedUp = (session: boolean) =>
  signUp.mockResolvedValue({ data: { user: { id: USER_ID }, session: session ? { access_token: "token-1" } : null }, error: null });

const input = (username = "Lea") => ({ username, email: "lea@example.test", password: "Sunshine42" });
const options = (freeTrial: boolean) => ({ siteId: SITE_ID, freeTrial, loginUrl: "http://localhost:3000/login" });

describe("register", () => {
  it("records a free trial but asks for no email while the address is unconfirmed (no session)", async () => {
    signedUp(false);
    expect(await register(input(), options(true))).toEqual({ kind: "done", session: false, emailFailed: null });
    expect(calls.map((call) => call.path)).toEqual(["/api/register-user-free-trial"]);
    expect(calls[0]).toMatchObject({ body: { email: "lea@example.test" }, token: null });
  });

  it("asks for no welcome email without a session either", async () => {
    signedUp(false);
    await register(input(), options(false));
    expect(calls).toEqual([]);
  });

  it("with a session, asks for the free-trial email to the user's own address, signed in", async () => {
    signedUp(true);
    expect(await register(input(), options(true))).toEqual({ kind: "done", session: true, emailFailed: null });
    expect(calls.map((call) => call.path)).toEqual(["/api/profile", "/api/register-user-free-trial", "/api/send-email"]);
    expect(calls[2]).toEqual({
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
});
