// Access tokens the app verifies on its own (lib/auth/verify-token.ts): ES256, kid, JWKS, Supabase's claims.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/embedded/auth/keys";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { startAuthStack, type AuthStack } from "@/tests/helpers/auth-stack";

let stack: AuthStack;
beforeAll(async () => {
  stack = await startAuthStack({ jwtExpirySeconds: 900 });
});
afterAll(() => stack?.stop());

const signInAdmin = (ip: string) =>
  stack.client({ ip }).auth.signInWithPassword({ email: SEED.northwind.admin.email, password: SEED_PASSWORDS.admin });

describe("access token", () => {
  it("verifies against the published JWKS and carries Supabase's claims", async () => {
    const { session } = (await signInAdmin("10.7.0.1")).data;
    const issuer = `${stack.url}/auth/v1`;
    const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session!.access_token, jwks, { issuer, audience: "authenticated" });

    expect(protectedHeader.alg).toBe("ES256");
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      iss: issuer,
      sub: SEED.northwind.admin.id,
      aud: "authenticated",
      role: "authenticated",
      email: SEED.northwind.admin.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { username: "nadia.admin" },
      aal: "aal1",
      is_anonymous: false,
    });
    expect(payload.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(session!.expires_in).toBe(900);
    expect(session!.expires_at).toBe(payload.exp);
  });

  it("is what supabase-js getClaims checks against the JWKS", async () => {
    const supabase = stack.client({ ip: "10.7.0.2" });
    await supabase.auth.signInWithPassword({ email: SEED.acme.customer.email, password: SEED_PASSWORDS.customer });
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(SEED.acme.customer.id);
  });

  it("opens a new session for each sign-in", async () => {
    const [a, b] = [(await signInAdmin("10.7.0.3")).data.session!, (await signInAdmin("10.7.0.3")).data.session!];
    const sessionOf = async (token: string) => (await jwtVerify(token, createRemoteJWKSet(new URL(`${stack.url}/auth/v1/.well-known/jwks.json`)))).payload.session_id;
    expect(await sessionOf(a.access_token)).not.toBe(await sessionOf(b.access_token));
    expect(decodeProtectedHeader(a.access_token).kid).toBe(decodeProtectedHeader(b.access_token).kid);
  });

  it("stops working when it expires: bad_jwt", async () => {
    const { session } = (await signInAdmin("10.7.0.4")).data;
    // Only Date is faked: the server runs in this process, so its clock moves past the token's lifetime.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 901_000 });
    try {
      const response = await fetch(`${stack.url}/auth/v1/user`, {
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session!.access_token}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: "bad_jwt" });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("refresh token", () => {
  it("is random, url-safe and at least 32 bytes", async () => {
    const { session } = (await signInAdmin("10.7.1.1")).data;
    expect(session!.refresh_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it("within GoTrue's reuse interval answers the current token instead of ending the session", async () => {
    const supabase = stack.client({ ip: "10.7.1.2" });
    const { session } = (await signInAdmin("10.7.1.2")).data;
    // Two tabs refreshing with the same token at the same moment.
    const first = (await supabase.auth.refreshSession({ refresh_token: session!.refresh_token })).data.session!;
    const second = await supabase.auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).toBe(first.refresh_token);
  });
});

describe("service endpoints", () => {
  it("tells clients whether sign-up needs a confirmation mail", async () => {
    const response = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await response.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
  });

  it("accepts the service-role key, also sent as bearer without a user", async () => {
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: "no_authorization" });
  });
});
