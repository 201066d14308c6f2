import type { Sql } from "./db";
import { authErrors } from "./errors";
import { emailTokenHash, randomToken, storedTokenHash, verifiesCodeChallenge } from "./tokens";

/** GoTrue's MAILER_OTP_EXP default: an email link works for one hour. */
export const EMAIL_LINK_EXPIRY_SECONDS = 3600;
/** GoTrue's flow state lifetime: the PKCE code must be exchanged within five minutes of following the link. */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

export type TokenType = "confirmation_token" | "recovery_token" | "email_change_token";

export interface Pkce {
  codeChallenge: string;
  codeChallengeMethod: "s256" | "plain";
}

export const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email", "email_change"] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens a `type` of /verify may use (GoTrue: `email` accepts a signup or a login link). */
export const TOKEN_TYPES_FOR: Record<VerifyType, readonly TokenType[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email: ["confirmation_token", "recovery_token"],
  email_change: ["email_change_token"],
};

/** How the session that a link opens was authenticated (GoTrue's amr methods). */
export const AUTH_METHOD_FOR: Record<VerifyType, string> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email: "otp",
  email_change: "email_change",
};

/**
 * A new link for the user replaces any earlier one of the same purpose. With PKCE, a flow state holds the
 * challenge, and following the link yields a code instead of tokens.
 */
export async function createEmailLink(
  db: Sql,
  input: { userId: string; type: TokenType; sentTo: string; pkce?: Pkce; authMethod: string },
): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken();
  const tokenHash = emailTokenHash(token);
  let flowStateId: string | null = null;
  if (input.pkce) {
    await db.query("delete from auth.flow_state where created_at < now() - interval '1 day'");
    const [flow] = await db.query<{ id: string }>(
      `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
       values ($1, $2, $3, $4, $5) returning id`,
      [input.userId, randomToken(), input.pkce.codeChallenge, input.pkce.codeChallengeMethod, input.authMethod],
    );
    flowStateId = flow.id;
  }
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, flow_state_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::double precision))
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       flow_state_id = excluded.flow_state_id, created_at = now(), expires_at = excluded.expires_at`,
    [input.userId, input.type, storedTokenHash(tokenHash), input.sentTo, flowStateId, EMAIL_LINK_EXPIRY_SECONDS],
  );
  return { token, tokenHash };
}

export interface UsedLink {
  userId: string;
  tokenType: TokenType;
  sentTo: string;
  flowStateId: string | null;
}

/** Takes the link out of the table (a link works once); throws otp_expired when unknown, used or expired. */
export async function useEmailLink(db: Sql, tokenHash: string, type: VerifyType): Promise<UsedLink> {
  const [row] = await db.query<{
    user_id: string;
    token_type: TokenType;
    relates_to: string;
    flow_state_id: string | null;
    live: boolean;
  }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
     returning user_id, token_type, relates_to, flow_state_id, expires_at > now() as live`,
    [storedTokenHash(tokenHash), TOKEN_TYPES_FOR[type]],
  );
  if (!row?.live) throw authErrors.otpExpired();
  return { userId: row.user_id, tokenType: row.token_type, sentTo: row.relates_to, flowStateId: row.flow_state_id };
}

/** Marks the flow's code as issued (from now on it can be exchanged) and returns it. */
export async function issueAuthCode(db: Sql, flowStateId: string): Promise<string> {
  const [flow] = await db.query<{ auth_code: string }>(
    "update auth.flow_state set auth_code_issued_at = now() where id = $1 returning auth_code",
    [flowStateId],
  );
  if (!flow) throw authErrors.flowStateNotFound();
  return flow.auth_code;
}

/** grant_type=pkce: the code works once, within its lifetime, and only with the matching verifier. */
export async function exchangeAuthCode(
  db: Sql,
  authCode: string,
  codeVerifier: string,
): Promise<{ userId: string; authMethod: string }> {
  const [flow] = await db.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: "s256" | "plain";
    authentication_method: string;
    expired: boolean;
  }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
     returning user_id, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at < now() - make_interval(secs => $2::double precision) as expired`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  if (!flow) throw authErrors.flowStateNotFound();
  if (flow.expired) throw authErrors.flowStateExpired();
  if (!verifiesCodeChallenge(codeVerifier, flow.code_challenge, flow.code_challenge_method)) {
    throw authErrors.badCodeVerifier();
  }
  return { userId: flow.user_id, authMethod: flow.authentication_method };
}
