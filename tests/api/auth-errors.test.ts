// Every error the account pages map to a message (000 §8), answered with GoTrue's codes and statuses as
// supabase-js reports them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateNewPassword } from "@/lib/auth/validation";
import { AuthError } from "@/supabase/embedded/auth/errors";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { assertStrongPassword } from "@/supabase/embedded/auth/passwords";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { startAuthStack, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

const PASSWORD = "Secret123";
let stack: AuthStack;

beforeAll(async () => {
  stack = await startAuthStack({
    emailConfirmation: true,
    refreshTokenReuseIntervalSeconds: 0,
    rateLimits: {
      signInPerIp: { max: 5, windowSeconds: 60 },
      signInFailuresPerIpAndEmail: { max: 3, windowSeconds: 60 },
      signUpPerIp: { max: 3, windowSeconds: 60 },
      recoverPerEmail: { max: 1, windowSeconds: 60 },
      recoverPerIp: { max: 4, windowSeconds: 60 },
    },
  });
});
afterAll(() => stack?.stop());

const admin = SEED.northwind.admin.email;

describe("sign-in", () => {
  it("refuses a wrong password and an unknown address alike: invalid_credentials", async () => {
    const supabase = stack.client({ ip: "10.3.0.1" });
    const wrong = await supabase.auth.signInWithPassword({ email: SEED.acme.admin.email, password: "Nope12345" });
    const unknown = await supabase.auth.signInWithPassword({ email: uniqueEmail("nobody"), password: "Nope12345" });
    for (const { error } of [wrong, unknown]) {
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });

  it("refuses an unconfirmed account: email_not_confirmed", async () => {
    const supabase = stack.client({ ip: "10.3.0.2" });
    const email = uniqueEmail("unconfirmed");
    await supabase.auth.signUp({ email, password: PASSWORD });
    const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
  });

  it("limits failed attempts per address and account: over_request_rate_limit", async () => {
    const email = SEED.alpenbau.admin.email;
    const supabase = stack.client({ ip: "10.3.1.1" });
    for (let i = 0; i < 3; i++) await supabase.auth.signInWithPassword({ email, password: "Wrong1234" });
    const { error } = await supabase.auth.signInWithPassword({ email, password: SEED_PASSWORDS.admin });
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });

  it("limits attempts per IP: over_request_rate_limit", async () => {
    const supabase = stack.client({ ip: "10.3.2.1" });
    for (let i = 0; i < 5; i++) {
      expect((await supabase.auth.signInWithPassword({ email: admin, password: SEED_PASSWORDS.admin })).error).toBeNull();
    }
    const { error } = await supabase.auth.signInWithPassword({ email: admin, password: SEED_PASSWORDS.admin });
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});

describe("sign-up", () => {
  it("refuses a registered address: user_already_exists", async () => {
    const { error } = await stack.client({ ip: "10.4.0.1" }).auth.signUp({ email: admin, password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
  });

  it("refuses a password under 8 characters: weak_password with reasons", async () => {
    const { error } = await stack.client({ ip: "10.4.0.2" }).auth.signUp({ email: uniqueEmail("weak"), password: "Ab1" });
    expect(error).toMatchObject({ status: 422, code: "weak_password", name: "AuthWeakPasswordError", reasons: ["length"] });
  });

  it.each([
    ["password", ["characters"], "10.4.2.1"],
    ["12345678", ["characters"], "10.4.2.2"],
    ["        ", ["characters"], "10.4.2.3"],
    ["abc", ["length", "characters"], "10.4.2.4"],
  ])("refuses %j without an upper-case letter, a lower-case letter and a digit: weak_password", async (password, reasons, ip) => {
    const { error } = await stack.client({ ip }).auth.signUp({
      email: uniqueEmail("weak"),
      password,
    });
    expect(error).toMatchObject({ status: 422, code: "weak_password", name: "AuthWeakPasswordError", reasons });
  });

  it("answers a weak password in GoTrue's own words", async () => {
    const response = await fetch(`${stack.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json", "x-forwarded-for": "10.4.3.1" },
      body: JSON.stringify({ email: uniqueEmail("weak"), password: "abc" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 422,
      error_code: "weak_password",
      msg:
        "Password should be at least 8 characters. Password should contain at least one character of each: " +
        "abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.",
      weak_password: { reasons: ["length", "characters"] },
    });
  });

  it("accepts exactly the passwords the registration form accepts", () => {
    const samples = ["Secret123", "Abcdefg1", "Ab1", "password", "PASSWORD1", "password1", "Password", "12345678", "        ", "Pässwort9"];
    for (const password of samples) {
      if (validateNewPassword(password) === null) expect(() => assertStrongPassword(password), password).not.toThrow();
      else expect(() => assertStrongPassword(password), password).toThrow(AuthError);
    }
  });

  it("refuses a malformed address: validation_failed", async () => {
    const { error } = await stack.client({ ip: "10.4.0.3" }).auth.signUp({ email: "not-an-address", password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("limits sign-ups per IP: over_request_rate_limit", async () => {
    const supabase = stack.client({ ip: "10.4.1.1" });
    for (let i = 0; i < 3; i++) await supabase.auth.signUp({ email: uniqueEmail("burst"), password: PASSWORD });
    const { error } = await supabase.auth.signUp({ email: uniqueEmail("burst"), password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});

describe("password reset", () => {
  it("answers an unknown address exactly as a known one, and mails only the known", async () => {
    const supabase = stack.client({ ip: "10.5.0.1" });
    const unknown = uniqueEmail("ghost");
    const known = SEED.acme.customer.email;
    const responses = await Promise.all(
      [unknown, known].map((email) =>
        fetch(`${stack.url}/auth/v1/recover`, {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json", "x-forwarded-for": "10.5.0.2" },
          body: JSON.stringify({ email }),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(responses.map((r) => r.json()))).toEqual([{}, {}]);
    expect(await stack.mailTo(unknown)).toEqual([]);
    expect((await stack.mailTo(known))[0].subject).toBe("Reset your password");
    expect((await supabase.auth.resetPasswordForEmail(uniqueEmail("ghost"))).error).toBeNull();
  });

  it("sends one mail per address per minute: over_email_send_rate_limit", async () => {
    const email = SEED.northwind.customer.email;
    expect((await stack.client({ ip: "10.5.1.1" }).auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await stack.client({ ip: "10.5.1.2" }).auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await stack.mailTo(email)).toHaveLength(1);
  });

  it("limits reset requests per IP: over_email_send_rate_limit", async () => {
    const supabase = stack.client({ ip: "10.5.2.1" });
    for (let i = 0; i < 4; i++) await supabase.auth.resetPasswordForEmail(uniqueEmail("flood"));
    const { error } = await supabase.auth.resetPasswordForEmail(uniqueEmail("flood"));
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit", message: "Email rate limit exceeded" });
  });
});

describe("sessions", () => {
  it("reports a signed-out session as missing: session_not_found", async () => {
    const supabase = stack.client({ ip: "10.6.0.1" });
    const { session } = (await supabase.auth.signInWithPassword({ email: admin, password: SEED_PASSWORDS.admin })).data;
    await supabase.auth.signOut({ scope: "local" });
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session!.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403, error_code: "session_not_found" });
  });

  it("ends the session when a rotated refresh token comes back: refresh_token_already_used", async () => {
    const supabase = stack.client({ ip: "10.6.0.2" });
    const { session } = (await supabase.auth.signInWithPassword({ email: admin, password: SEED_PASSWORDS.admin })).data;
    const rotated = (await supabase.auth.refreshSession({ refresh_token: session!.refresh_token })).data.session!;
    const replay = await supabase.auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    // Reuse detection: the thief's replay also ends the rightful holder's session.
    const after = await supabase.auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("refuses an unknown refresh token: refresh_token_not_found", async () => {
    const { error } = await stack.client({ ip: "10.6.0.3" }).auth.refreshSession({ refresh_token: "made-up-token" });
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("refuses a token it did not sign: bad_jwt", async () => {
    const forged = ["eyJhbGciOiJIUzI1NiJ9", "eyJzdWIiOiJ4In0", "c2lnbmF0dXJl"].join(".");
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: "bad_jwt" });
  });

  it("refuses a weak new password at PUT /user: weak_password", async () => {
    const supabase = stack.client({ ip: "10.6.0.5" });
    await supabase.auth.signInWithPassword({ email: SEED.acme.customer.email, password: SEED_PASSWORDS.customer });
    const { error } = await supabase.auth.updateUser({ password: "password" });
    expect(error).toMatchObject({ status: 422, code: "weak_password", reasons: ["characters"] });
  });

  it("refuses PUT /user with the current password: same_password", async () => {
    const supabase = stack.client({ ip: "10.6.0.4" });
    await supabase.auth.signInWithPassword({ email: SEED.acme.admin.email, password: SEED_PASSWORDS.admin });
    const { error } = await supabase.auth.updateUser({ password: SEED_PASSWORDS.admin });
    expect(error).toMatchObject({ status: 422, code: "same_password" });
  });
});

describe("API key", () => {
  it("answers a wrong key 401 Invalid API key, a missing one 401 too", async () => {
    const wrong = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: "sb_publishable_wrong", "content-type": "application/json" },
      body: JSON.stringify({ email: admin, password: SEED_PASSWORDS.admin }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid API key" });
    expect((await fetch(`${stack.url}/auth/v1/settings`)).status).toBe(401);
  });

  it("lets JWKS, health and the email link through without a key", async () => {
    expect((await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    const link = await fetch(`${stack.url}/auth/v1/verify?token=unknown&type=signup`, { redirect: "manual" });
    expect(link.status).toBe(303);
  });

  it("answers a browser's preflight from a site's own origin", async () => {
    const origin = "http://acme.localhost:3000";
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "apikey, content-type" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
  });
});
