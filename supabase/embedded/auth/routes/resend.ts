// POST /auth/v1/resend – mail a sign-up confirmation link again; answers {} whatever the address
import { redirectParam, type Route } from "../context";
import { authErrors } from "../errors";
import { json, parseInput } from "../http";
import { allowedRedirect } from "../redirects";
import { pkceFrom, resendBody, validEmail } from "../schemas";
import { findUserByEmail } from "../users";
import { sendConfirmation } from "./signup";

export const resend: Route = async (req, ctx) => {
  const body = parseInput(resendBody, req.body);
  const email = validEmail(body.email);
  const { recoverPerIp, recoverPerEmail } = ctx.rateLimits;
  // The same limits as a reset mail: both put a link in someone's inbox.
  if (!ctx.limiter.take("resend-ip", req.meta.ip, recoverPerIp)) throw authErrors.overEmailRateLimit();
  if (!ctx.limiter.take("confirm-email", email, recoverPerEmail)) {
    throw authErrors.overEmailRateLimit(ctx.limiter.retryAfter("confirm-email", email, recoverPerEmail));
  }
  const user = await findUserByEmail(ctx.db, email);
  // Unknown and already confirmed addresses get the same answer, so it tells nobody which accounts exist.
  if (user && !user.email_confirmed_at) {
    const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, redirectParam(req));
    await sendConfirmation(ctx, user, redirectTo, pkceFrom(body));
  }
  return json({});
};
