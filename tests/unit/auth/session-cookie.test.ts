import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "@/lib/auth/session-cookie";

describe("hasSessionCookie", () => {
  it("finds a whole or chunked Supabase session cookie among others", () => {
    expect(hasSessionCookie("sb-127-auth-token=base64-eyJ")).toBe(true);
    expect(hasSessionCookie("cookies_accepted=true; sb-abcdefgh-auth-token.0=base64-eyJ; sb-abcdefgh-auth-token.1=xyz")).toBe(true);
  });

  it("says signed out without one, also when only the PKCE code verifier is stored", () => {
    expect(hasSessionCookie("")).toBe(false);
    expect(hasSessionCookie("cookies_accepted=true; defaultLocale=es")).toBe(false);
    expect(hasSessionCookie("sb-127-auth-token-code-verifier=abc")).toBe(false);
    expect(hasSessionCookie("xsb-127-auth-token=abc")).toBe(false);
  });
});
