import { describe, expect, it } from "vitest";
import { emailTokenHash, randomToken, storedTokenHash, verifiesCodeChallenge } from "@/supabase/embedded/auth/tokens";

describe("PKCE code challenge", () => {
  // RFC 7636, Appendix B.
  const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  it("accepts the RFC's S256 example and refuses another verifier", () => {
    expect(verifiesCodeChallenge(verifier, challenge, "s256")).toBe(true);
    expect(verifiesCodeChallenge(`${verifier}x`, challenge, "s256")).toBe(false);
  });

  it("compares plain challenges as they are", () => {
    expect(verifiesCodeChallenge(verifier, verifier, "plain")).toBe(true);
    expect(verifiesCodeChallenge(verifier, challenge, "plain")).toBe(false);
  });
});

describe("tokens", () => {
  it("are 32 random bytes in base64url", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it("keep neither the emailed token nor its emailed hash in the database", () => {
    const token = randomToken();
    const emailed = emailTokenHash(token);
    const stored = storedTokenHash(emailed);
    expect(emailed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([token, emailed, stored]).size).toBe(3);
  });
});
