// POST /auth/v1/recover – mail a password reset link; answers {} whether or not the account exists
import { redirectParam, verifyUrl, type Route } from "../context";
import { createEmailLink } from "../email-links";
import { linkEmail } from "../emails";
import { AuthError, authErrors } from "../errors";
import { json, parseInput } from "../http";
import { allowedRedirect } from "../redirects";
import { pkceFrom, recoverBody, validEmail } from "../schemas";
import { findUserByEmail, updateUser } from "../users";

export const recover: Route = async (req, ctx) => {
  const body = parseInput(recoverBody, req.body);
  const email = validEmail(body.email);
  const { recoverPerIp, recoverPerEmail } = ctx.rateLimits;
  if (!ctx.limiter.take("recover-ip", req.meta.ip, recoverPerIp)) throw authErrors.overEmailRateLimit();
  // Counted for unknown addresses too: the limit must not tell which addresses have an account.
  if (!ctx.limiter.take("recover-email", email, recoverPerEmail)) {
    throw authErrors.overEmailRateLimit(ctx.limiter.retryAfter("recover-email", email, recoverPerEmail));
  }

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return json({});
  const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, redirectParam(req));
  const link = await ctx.db.transaction(async (tx) => {
    const created = await createEmailLink(tx, {
      userId: user.id,
      type: "recovery_token",
      sentTo: user.email,
      pkce: pkceFrom(body),
      authMethod: "recovery",
    });
    await updateUser(tx, user.id, { recoverySent: true });
    return created;
  });
  try {
    await ctx.sendEmail(
      linkEmail({
        type: "recovery",
        to: user.email,
        verifyUrl: verifyUrl(ctx, link.token, "recovery", redirectTo),
        tokenHash: link.tokenHash,
        redirectTo,
      }),
    );
  } catch (error) {
    // As GoTrue: a mail server failure is reported (the spec has a message for it), not hidden.
    console.error("[auth] could not send the recovery mail:", error);
    throw new AuthError(500, "unexpected_failure", "Error sending recovery email");
  }
  return json({});
};
