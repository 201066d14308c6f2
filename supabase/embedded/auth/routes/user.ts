// GET /auth/v1/user – the signed-in user; PUT /auth/v1/user – change password, metadata or address
import { redirectParam, requireUser, verifyUrl, type Route } from "../context";
import { createEmailLink } from "../email-links";
import { linkEmail } from "../emails";
import { authErrors } from "../errors";
import { json, parseInput } from "../http";
import { assertStrongPassword, hashPassword, passwordMatches } from "../passwords";
import { allowedRedirect } from "../redirects";
import { pkceFrom, userUpdateBody, validEmail } from "../schemas";
import { endSessions } from "../sessions";
import { findUserByEmail, updateUser, userJson } from "../users";

export const getUser: Route = async (req, ctx) => {
  const { user } = await requireUser(req, ctx);
  return json(userJson(user));
};

export const putUser: Route = async (req, ctx) => {
  const { claims, user } = await requireUser(req, ctx);
  const body = parseInput(userUpdateBody, req.body);

  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    assertStrongPassword(body.password);
    if (await passwordMatches(user.encrypted_password, body.password)) throw authErrors.samePassword();
    passwordHash = await hashPassword(body.password);
  }
  let newEmail: string | undefined;
  if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) {
    newEmail = validEmail(body.email);
    if (await findUserByEmail(ctx.db, newEmail)) throw authErrors.emailExists();
  }
  // Without confirmation the address changes at once; with it, only once the link sent to it is followed.
  const pendingEmail = ctx.emailConfirmation ? newEmail : undefined;

  const { updated, link } = await ctx.db.transaction(async (tx) => {
    const changed = await updateUser(tx, user.id, {
      passwordHash,
      userMetadata: body.data ?? undefined,
      email: pendingEmail ? undefined : newEmail,
    });
    if (passwordHash) {
      // As GoTrue: whoever knew the old password is signed out everywhere but here, and open reset links die.
      await endSessions(tx, user.id, claims.session_id, "others");
      await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'", [user.id]);
    }
    const emailLink = pendingEmail
      ? await createEmailLink(tx, {
          userId: user.id,
          type: "email_change_token",
          sentTo: pendingEmail,
          pkce: pkceFrom(body),
          authMethod: "email_change",
        })
      : undefined;
    return { updated: changed, link: emailLink };
  });

  if (link && pendingEmail) {
    const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, redirectParam(req));
    await ctx.sendEmail(
      linkEmail({
        type: "email_change",
        to: pendingEmail,
        verifyUrl: verifyUrl(ctx, link.token, "email_change", redirectTo),
        tokenHash: link.tokenHash,
        redirectTo,
      }),
    );
  }
  return json(userJson(updated, { newEmail: pendingEmail }));
};
