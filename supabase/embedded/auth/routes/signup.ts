// POST /auth/v1/signup – create an account; a session at once, or a confirmation mail first
import { redirectParam, verifyUrl, type AuthContext, type Route } from "../context";
import { createEmailLink, type Pkce } from "../email-links";
import { linkEmail } from "../emails";
import { AuthError, authErrors } from "../errors";
import { json, parseInput } from "../http";
import { assertStrongPassword, hashPassword } from "../passwords";
import { allowedRedirect } from "../redirects";
import { pkceFrom, signupBody, validEmail } from "../schemas";
import { sessionJson, startSession } from "../sessions";
import { findUserByEmail, insertUser, updateUser, userJson, type UserRow } from "../users";

export const signup: Route = async (req, ctx) => {
  const body = parseInput(signupBody, req.body);
  const email = validEmail(body.email);
  if (!ctx.limiter.take("signup-ip", req.meta.ip, ctx.rateLimits.signUpPerIp)) throw authErrors.overRequestRateLimit();
  assertStrongPassword(body.password);
  const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, redirectParam(req));
  const pkce = pkceFrom(body);

  const created = await insertUser(ctx.db, {
    email,
    passwordHash: await hashPassword(body.password),
    userMetadata: body.data ?? {},
    confirmed: !ctx.emailConfirmation,
  });
  if (!created) return json(userJson(await resendConfirmation(ctx, email, redirectTo, pkce)));

  if (!ctx.emailConfirmation) {
    return json(await sessionJson(ctx.signer, await startSession(ctx.db, created.id, "password", req.meta)));
  }
  try {
    return json(userJson(await sendConfirmation(ctx, created, redirectTo, pkce)));
  } catch (error) {
    // GoTrue creates the user and sends the mail in one transaction: no mail, no account.
    await ctx.db.query("delete from auth.users where id = $1", [created.id]);
    throw error;
  }
};

/**
 * The address is taken. GoTrue sends an unconfirmed account's link again (at most once a minute), so a user
 * whose first mail got lost can sign up again; a confirmed account is user_already_exists.
 */
async function resendConfirmation(ctx: AuthContext, email: string, redirectTo: string, pkce: Pkce | undefined) {
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing || existing.email_confirmed_at || !ctx.emailConfirmation) throw authErrors.userAlreadyExists();
  const limit = ctx.rateLimits.recoverPerEmail;
  if (!ctx.limiter.take("confirm-email", email, limit)) {
    throw authErrors.overEmailRateLimit(ctx.limiter.retryAfter("confirm-email", email, limit));
  }
  return sendConfirmation(ctx, existing, redirectTo, pkce);
}

/** Mails a (new) confirmation link; also what POST /resend does. */
export async function sendConfirmation(ctx: AuthContext, user: UserRow, redirectTo: string, pkce: Pkce | undefined) {
  const { link, updated } = await ctx.db.transaction(async (tx) => ({
    link: await createEmailLink(tx, {
      userId: user.id,
      type: "confirmation_token",
      sentTo: user.email,
      pkce,
      authMethod: "email/signup",
    }),
    updated: await updateUser(tx, user.id, { confirmationSent: true }),
  }));
  try {
    await ctx.sendEmail(
      linkEmail({
        type: "signup",
        to: user.email,
        verifyUrl: verifyUrl(ctx, link.token, "signup", redirectTo),
        tokenHash: link.tokenHash,
        redirectTo,
      }),
    );
  } catch (error) {
    console.error("[auth] could not send the confirmation mail:", error);
    throw new AuthError(500, "unexpected_failure", "Error sending confirmation email");
  }
  return updated;
}
