import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { publicEnv } from "@/lib/env/public-env";

export interface AccessClaims {
  sub: string;
  email?: string;
  role: "authenticated";
  session_id?: string;
  /** The username given at sign-up (user_metadata), for the profile created at first login. */
  username?: string;
}

const issuer = `${publicEnv.supabaseUrl}/auth/v1`;
// Asymmetric keys (embedded stack, current Supabase projects): public keys from the JWKS, cached.
const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
// Projects still on the legacy shared secret set SUPABASE_JWT_SECRET instead.
const legacySecret = process.env.SUPABASE_JWT_SECRET ? new TextEncoder().encode(process.env.SUPABASE_JWT_SECRET) : null;

function metadataUsername(metadata: unknown): string | undefined {
  if (typeof metadata !== "object" || metadata === null || !("username" in metadata)) return undefined;
  return typeof metadata.username === "string" ? metadata.username : undefined;
}

function toClaims(payload: JWTPayload): AccessClaims | null {
  if (typeof payload.sub !== "string" || payload.role !== "authenticated") return null;
  return {
    sub: payload.sub,
    role: "authenticated",
    email: typeof payload.email === "string" ? payload.email : undefined,
    session_id: typeof payload.session_id === "string" ? payload.session_id : undefined,
    username: metadataUsername(payload.user_metadata),
  };
}

/** Verifies a Supabase access token locally (signature, issuer, audience, expiry); null if it fails. */
export async function verifyAccessToken(token: string | null | undefined): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const options = { issuer, audience: "authenticated" };
    const { payload } = legacySecret ? await jwtVerify(token, legacySecret, options) : await jwtVerify(token, jwks, options);
    return toClaims(payload);
  } catch {
    return null;
  }
}
