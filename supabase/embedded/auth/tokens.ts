import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: refresh tokens, email link tokens, PKCE auth codes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * An email carries the link token and, for server-rendered apps, its hash (`token_hash`, what
 * `verifyOtp({ token_hash })` sends). The database keeps a hash of that hash, so neither can be read back.
 */
export function emailTokenHash(token: string): string {
  return sha256Hex(token);
}

export function storedTokenHash(tokenHash: string): string {
  return sha256Hex(tokenHash);
}

/** RFC 7636: S256 is base64url(sha256(verifier)); plain compares the verifier itself. */
export function verifiesCodeChallenge(verifier: string, challenge: string, method: "s256" | "plain"): boolean {
  const expected = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
