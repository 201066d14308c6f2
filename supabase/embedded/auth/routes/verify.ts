// GET /auth/v1/verify – the link in an email: confirm, then redirect with tokens or a PKCE code
// POST /auth/v1/verify – the same with the emailed token hash, answering a session (verifyOtp, SSR confirm)
import type { AuthContext, AuthRequest, Route } from "../context";
import { AUTH_METHOD_FOR, issueAuthCode, useEmailLink, type VerifyType } from "../email-links";
import { AuthError, authErrors } from "../errors";
import { json, parseInput, redirect } from "../http";
import { allowedRedirect } from "../redirects";
import { verifyBody, verifyQuery } from "../schemas";
import { sessionJson, startSession } from "../sessions";
import { emailTokenHash } from "../tokens";
import { findUserByEmail, isBanned, updateUser } from "../users";

/** Uses the link: confirms the address (or moves it, for an email change) in one transaction. */
async function applyLink(ctx: AuthContext, tokenHash: string, type: VerifyType, withCode: boolean) {
  return ctx.db.transaction(async (tx) => {
    const link = await useEmailLink(tx, tokenHash, type);
    const changesEmail = link.tokenType === "email_change_token";
    if (changesEmail) {
      const taken = await findUserByEmail(tx, link.sentTo);
      if (taken && taken.id !== link.userId) throw authErrors.emailExists();
    }
    // A followed link proves the address (a reset link too, as in GoTrue); an email change moves it first.
    const user = await updateUser(tx, link.userId, { email: changesEmail ? link.sentTo : undefined, confirm: true });
    // Thrown inside the transaction, so a banned user's link stays unused.
    if (isBanned(user)) throw authErrors.userBanned(403);
    const code = withCode && link.flowStateId ? await issueAuthCode(tx, link.flowStateId) : undefined;
    return { userId: link.userId, code };
  });
}

function withParams(target: string, params: Record<string, string>, part: "search" | "hash"): string {
  const url = new URL(target);
  const values = new URLSearchParams(part === "search" ? url.search : "");
  for (const [key, value] of Object.entries(params)) values.set(key, value);
  url[part] = values.toString();
  return url.toString();
}

export const verifyLink: Route = async (req, ctx) => {
  const query = verifyQuery.safeParse(Object.fromEntries(req.url.searchParams));
  const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, req.url.searchParams.get("redirect_to"));
  const failed = (error: AuthError) =>
    redirect(
      withParams(redirectTo, { error: "access_denied", error_code: error.errorCode, error_description: error.message }, "hash"),
    );
  if (!query.success) return failed(authErrors.otpExpired());
  let result: Awaited<ReturnType<typeof applyLink>>;
  try {
    result = await applyLink(ctx, emailTokenHash(query.data.token), query.data.type, true);
  } catch (error) {
    if (error instanceof AuthError) return failed(error);
    throw error;
  }
  // PKCE: the code goes in the query, for the app's callback to exchange with its stored verifier.
  if (result.code) return redirect(withParams(redirectTo, { code: result.code }, "search"));
  const session = await sessionJson(ctx.signer, await startSession(ctx.db, result.userId, AUTH_METHOD_FOR[query.data.type], req.meta));
  return redirect(
    withParams(
      redirectTo,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: "bearer",
        type: query.data.type,
      },
      "hash",
    ),
  );
};

export const verifyHash: Route = async (req: AuthRequest, ctx) => {
  const body = parseInput(verifyBody, req.body);
  const { userId } = await applyLink(ctx, body.token_hash, body.type, false);
  return json(await sessionJson(ctx.signer, await startSession(ctx.db, userId, AUTH_METHOD_FOR[body.type], req.meta)));
};
