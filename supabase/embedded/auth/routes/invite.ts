// POST /auth/v1/invite – (service role) create an unconfirmed user and mail them an invitation link
import { redirectParam, verifyUrl, type Route } from "../context";
import type { Sql } from "../db";
import { createEmailLink } from "../email-links";
import { linkEmail } from "../emails";
import { AuthError, authErrors } from "../errors";
import { json, parseInput } from "../http";
import { allowedRedirect } from "../redirects";
import { inviteBody, validEmail } from "../schemas";
import { deleteUser, findUserByEmail, insertUser, updateUser, userJson, type UserRow } from "../users";

/**
 * GoTrue's invitation: a new user without a password (or the unconfirmed one already there) gets a fresh
 * confirmation link and `invited_at`; an address already confirmed is email_exists. Following the link
 * confirms the address and opens a session (type=invite), from which the app has them choose a password.
 */
export async function prepareInvite(
  tx: Sql,
  input: { email: string; data?: Record<string, unknown> | null; existing: UserRow | undefined },
) {
  if (input.existing?.email_confirmed_at) throw authErrors.emailExists();
  const user =
    input.existing ??
    (await insertUser(tx, { email: input.email, passwordHash: null, userMetadata: input.data ?? {}, confirmed: false }));
  if (!user) throw authErrors.emailExists();
  const link = await createEmailLink(tx, { userId: user.id, type: "confirmation_token", sentTo: user.email, authMethod: "invite" });
  return { user: await updateUser(tx, user.id, { invited: true, confirmationSent: true }), link };
}

export const invite: Route = async (req, ctx) => {
  const body = parseInput(inviteBody, req.body);
  const email = validEmail(body.email);
  const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, redirectParam(req));
  const existing = await findUserByEmail(ctx.db, email);
  const { user, link } = await ctx.db.transaction((tx) => prepareInvite(tx, { email, data: body.data, existing }));
  try {
    await ctx.sendEmail(
      linkEmail({
        type: "invite",
        to: user.email,
        verifyUrl: verifyUrl(ctx, link.token, "invite", redirectTo),
        tokenHash: link.tokenHash,
        redirectTo,
      }),
    );
  } catch (error) {
    // GoTrue invites in one transaction: no mail, no new account.
    if (!existing) await deleteUser(ctx.db, user.id);
    console.error("[auth] could not send the invitation:", error);
    throw new AuthError(500, "unexpected_failure", "Error sending invite email");
  }
  return json(userJson(user));
};
