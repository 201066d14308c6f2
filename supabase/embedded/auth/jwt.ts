import { randomUUID } from "node:crypto";
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type CryptoKey, type JWK, type JWTPayload } from "jose";
import { z } from "zod";
import type { EmbeddedDb } from "./db";

const ALGORITHM = "ES256";

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id: string;
  email: string;
  role: string;
}

export interface Amr {
  method: string;
  timestamp: number;
}

export interface TokenSubject {
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  amr: Amr[];
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const claimsSchema = z.looseObject({
  sub: z.uuid(),
  session_id: z.uuid(),
  email: z.string(),
  role: z.string(),
});

/**
 * ES256 access tokens as Supabase issues them with asymmetric signing keys: `kid` in the header, the public
 * half at /.well-known/jwks.json, so the app (and supabase-js getClaims) verifies tokens without a secret.
 */
export class TokenSigner {
  private constructor(
    private readonly keys: SigningKey[],
    readonly issuer: string,
    readonly expirySeconds: number,
  ) {}

  /** Loads the stored key pairs, creating the first one on first start. */
  static async load(db: EmbeddedDb, issuer: string, expirySeconds: number): Promise<TokenSigner> {
    type Row = { kid: string; private_jwk: JWK; public_jwk: JWK };
    const select = "select kid, private_jwk, public_jwk from auth.signing_keys order by created_at desc";
    let rows = await db.query<Row>(select);
    if (rows.length === 0) {
      const pair = await generateKeyPair(ALGORITHM, { extractable: true });
      const kid = randomUUID();
      // Two processes starting on one database race here; the first key wins and both use it.
      await db.query(
        `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk) select $1, $2, $3::jsonb, $4::jsonb
         where not exists (select 1 from auth.signing_keys)`,
        [kid, ALGORITHM, JSON.stringify(await exportJWK(pair.privateKey)), JSON.stringify(await exportJWK(pair.publicKey))],
      );
      rows = await db.query<Row>(select);
    }
    const keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        privateKey: await asKey(row.private_jwk),
        publicKey: await asKey(row.public_jwk),
        publicJwk: row.public_jwk,
      })),
    );
    return new TokenSigner(keys, issuer, expirySeconds);
  }

  jwks(): { keys: JWK[] } {
    return {
      keys: this.keys.map((key) => ({
        kty: key.publicJwk.kty,
        crv: key.publicJwk.crv,
        x: key.publicJwk.x,
        y: key.publicJwk.y,
        kid: key.kid,
        alg: ALGORITHM,
        use: "sig",
        key_ops: ["verify"],
      })),
    };
  }

  async sign(subject: TokenSubject): Promise<{ token: string; expiresAt: number }> {
    const [key] = this.keys;
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.expirySeconds;
    const token = await new SignJWT({
      email: subject.email,
      phone: "",
      app_metadata: subject.appMetadata,
      user_metadata: subject.userMetadata,
      role: "authenticated",
      aal: "aal1",
      amr: subject.amr,
      session_id: subject.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: "JWT" })
      .setIssuer(this.issuer)
      .setSubject(subject.userId)
      .setAudience("authenticated")
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
    return { token, expiresAt };
  }

  /** The claims of a token this server signed and that has not expired; throws otherwise. */
  async verify(token: string): Promise<AccessTokenClaims> {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = this.keys.find((candidate) => candidate.kid === header.kid);
        if (!key) throw new Error("unknown kid");
        return key.publicKey;
      },
      { issuer: this.issuer, audience: "authenticated", algorithms: [ALGORITHM] },
    );
    return { ...payload, ...claimsSchema.parse(payload) };
  }
}

async function asKey(jwk: JWK): Promise<CryptoKey> {
  const key = await importJWK(jwk, ALGORITHM);
  if (key instanceof Uint8Array) throw new Error("signing key must be asymmetric");
  return key;
}
