import { z } from "zod";
import { VERIFY_TYPES } from "./email-links";
import { authErrors } from "./errors";

// Bodies as supabase-js 2.x sends them. Unknown keys (gotrue_meta_security …) are ignored, as GoTrue does;
// supabase-js sends null for an absent PKCE challenge.
const metadata = z.record(z.string(), z.unknown());
const pkceFields = {
  code_challenge: z.string().min(43).max(128).nullish(),
  // supabase-js sends "s256"; RFC 7636 spells it "S256".
  code_challenge_method: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(["s256", "plain"]))
    .nullish(),
};

export const signupBody = z.object({
  email: z.string().trim(),
  password: z.string({ error: "Signup requires a valid password" }),
  data: metadata.nullish(),
  ...pkceFields,
});

export const passwordGrantBody = z.object({
  email: z.string({ error: "missing email or phone" }).trim(),
  password: z.string({ error: "missing password" }),
});

export const refreshGrantBody = z.object({ refresh_token: z.string().min(1) });

export const pkceGrantBody = z.object({ auth_code: z.string().min(1), code_verifier: z.string().min(1) });

export const userUpdateBody = z.object({
  email: z.string().trim().optional(),
  password: z.string().optional(),
  data: metadata.nullish(),
  ...pkceFields,
});

export const recoverBody = z.object({ email: z.string().trim(), ...pkceFields });

/** Only sign-up confirmations are sent again; phone and email-change resends are not offered. */
export const resendBody = z.object({ email: z.string().trim(), type: z.literal("signup"), ...pkceFields });

const verifyType = z.enum(VERIFY_TYPES);

/** POST /verify with the hash from the email (`verifyOtp({ type, token_hash })`). Six-digit codes are not issued. */
export const verifyBody = z.object({ type: verifyType, token_hash: z.string().min(1) });

export const verifyQuery = z.object({ type: verifyType, token: z.string().min(1), redirect_to: z.string().optional() });

// The admin API. GoTrue reads an absent or empty email as "no email"; validEmail then names the problem.
const optionalEmail = z.string().trim().default("");

/** POST /invite (`inviteUserByEmail`); `redirect_to` comes in the query. */
export const inviteBody = z.object({ email: optionalEmail, data: metadata.nullish() });

/** POST /admin/generate_link; `type` is checked by the route, which answers an unknown one in GoTrue's words. */
export const generateLinkBody = z.object({
  type: z.string().default(""),
  email: optionalEmail,
  new_email: optionalEmail,
  password: z.string().default(""),
  data: metadata.nullish(),
  redirect_to: z.string().optional(),
});

/** What this server has no column for is refused rather than silently dropped. */
const unsupported = z.literal(["", false], { error: "not supported by the embedded Auth server" }).nullish();

/**
 * POST and PUT /admin/users (`createUser`, `updateUserById`). Tokens always carry the role `authenticated`,
 * so that is the only role a user can have here.
 */
export const adminUserBody = z.object({
  id: z.string().optional(),
  email: optionalEmail,
  password: z.string().nullish(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  ban_duration: z.string().default(""),
  role: z.enum(["", "authenticated"], { error: "only the role authenticated is supported" }).optional(),
  phone: unsupported,
  phone_confirm: unsupported,
  password_hash: unsupported,
});

/** DELETE /admin/users/{id} (`deleteUser(id, shouldSoftDelete)`). */
export const adminDeleteBody = z.object({ should_soft_delete: z.boolean().default(false) });

// GoTrue parses both as unsigned integers; auth-js sends an empty string for one it was not given.
const pageNumber = z.union([z.literal(""), z.string().regex(/^\d+$/, "Bad Pagination Parameters")]).optional();

/** GET /admin/users (`listUsers({ page, perPage })`). */
export const listUsersQuery = z.object({ page: pageNumber, per_page: pageNumber, filter: z.string().optional() });

export const logoutQuery = z.object({ scope: z.enum(["global", "local", "others"]).default("global") });

const emailFormat = z.email();
const MAX_EMAIL_LENGTH = 255;

/** GoTrue lowercases addresses and answers a missing, overlong or malformed one with validation_failed. */
export function validEmail(email: string): string {
  if (!email) throw authErrors.emailRequired();
  if (email.length > MAX_EMAIL_LENGTH) throw authErrors.emailTooLong();
  if (!emailFormat.safeParse(email).success) throw authErrors.invalidEmail();
  return email.toLowerCase();
}

export function pkceFrom(body: { code_challenge?: string | null; code_challenge_method?: "s256" | "plain" | null }) {
  if (!body.code_challenge) return undefined;
  return { codeChallenge: body.code_challenge, codeChallengeMethod: body.code_challenge_method ?? "plain" };
}
