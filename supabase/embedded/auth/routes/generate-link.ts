// POST /auth/v1/admin/generate_link – (service role) an email link for the app to deliver itself; nothing is mailed
import { redirectParam, verifyUrl, type Route } from "../context";
import type { Sql } from "../db";
import { createEmailLink, type VerifyType } from "../email-links";
import { authErrors } from "../errors";
import { json, parseInput } from "../http";
import { assertStrongPassword, hashPassword } from "../passwords";
import { allowedRedirect } from "../redirects";
import { generateLinkBody, validEmail } from "../schemas";
import { findUserByEmail, insertUser, updateUser, userJson, type UserRow } from "../users";
import { prepareInvite } from "./invite";

/** What a link type needs, worked out before its transaction (hashing a password is slow). */
interface Plan {
  email: string;
  data: Record<string, unknown> | null | undefined;
  existing: UserRow | undefined;
  passwordHash: string | null;
  newEmail: string;
}

type Made = { user: UserRow; link: { token: string; tokenHash: string } };

function existingUser(plan: Plan): UserRow {
  if (!plan.existing) throw authErrors.noUserWithEmail();
  return plan.existing;
}

/** GoTrue: a new unconfirmed user, or new metadata for the unconfirmed one already there. */
async function signupLink(tx: Sql, plan: Plan): Promise<Made> {
  if (plan.existing?.email_confirmed_at) throw authErrors.emailExists();
  const user = plan.existing
    ? await updateUser(tx, plan.existing.id, { userMetadata: plan.data ?? undefined })
    : await insertUser(tx, { email: plan.email, passwordHash: plan.passwordHash, userMetadata: plan.data ?? {}, confirmed: false });
  if (!user) throw authErrors.emailExists();
  const link = await createEmailLink(tx, { userId: user.id, type: "confirmation_token", sentTo: user.email, authMethod: "email/signup" });
  return { user: await updateUser(tx, user.id, { confirmationSent: true }), link };
}

async function recoveryLink(tx: Sql, user: UserRow, authMethod: string): Promise<Made> {
  const link = await createEmailLink(tx, { userId: user.id, type: "recovery_token", sentTo: user.email, authMethod });
  return { user: await updateUser(tx, user.id, { recoverySent: true }), link };
}

interface LinkKind {
  /** The type the link carries to /verify. */
  verifyType: VerifyType;
  make(tx: Sql, plan: Plan): Promise<Made>;
}

async function emailChangeLink(tx: Sql, plan: Plan): Promise<Made> {
  const user = existingUser(plan);
  const link = await createEmailLink(tx, { userId: user.id, type: "email_change_token", sentTo: plan.newEmail, authMethod: "email_change" });
  return { user, link };
}

/** GoTrue's link types (email_change_current aside, see below). */
const LINKS = new Map<string, LinkKind>([
  ["signup", { verifyType: "signup", make: signupLink }],
  ["invite", { verifyType: "invite", make: (tx, plan) => prepareInvite(tx, { email: plan.email, data: plan.data, existing: plan.existing }) }],
  ["magiclink", { verifyType: "magiclink", make: (tx, plan) => recoveryLink(tx, existingUser(plan), "magiclink") }],
  ["recovery", { verifyType: "recovery", make: (tx, plan) => recoveryLink(tx, existingUser(plan), "recovery") }],
  ["email_change_new", { verifyType: "email_change", make: emailChangeLink }],
]);

const NEEDS_USER = new Set(["recovery", "email_change_current", "email_change_new"]);

export const generateLink: Route = async (req, ctx) => {
  const body = parseInput(generateLinkBody, req.body);
  const email = validEmail(body.email);
  const redirectTo = await allowedRedirect(ctx.db, ctx.siteUrl, body.redirect_to, redirectParam(req));
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && NEEDS_USER.has(body.type)) throw authErrors.noUserWithEmail();
  // GoTrue: a magic link for an unknown address signs them up (with a password nobody knows).
  const type = !existing && body.type === "magiclink" ? "signup" : body.type;
  // Only the new address receives an email-change link here, as GoTrue with secure email change off.
  if (type === "email_change_current") {
    throw authErrors.validation("Enable secure email change to generate link for current email");
  }
  const kind = LINKS.get(type);
  if (!kind) throw authErrors.validation(`Invalid email action link type requested: ${body.type}`);

  let passwordHash: string | null = null;
  if (body.type === "signup" && !existing) {
    if (!body.password) throw authErrors.validation("Signup requires a valid password");
    assertStrongPassword(body.password);
    passwordHash = await hashPassword(body.password);
  }
  let newEmail = "";
  if (type === "email_change_new") {
    newEmail = validEmail(body.new_email);
    const taken = await findUserByEmail(ctx.db, newEmail);
    if (taken && taken.id !== existing?.id) throw authErrors.emailExists();
  }

  const plan: Plan = { email, data: body.data, existing, passwordHash, newEmail };
  const { user, link } = await ctx.db.transaction((tx) => kind.make(tx, plan));
  return json({
    ...userJson(user, { newEmail: newEmail || undefined }),
    action_link: verifyUrl(ctx, link.token, kind.verifyType, redirectTo),
    // This server issues no six-digit codes: the link and its hash are the ways in.
    email_otp: "",
    hashed_token: link.tokenHash,
    verification_type: type,
    redirect_to: redirectTo,
  });
};
