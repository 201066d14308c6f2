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

export const logoutQuery = z.object({ scope: z.enum(["global", "local", "others"]).default("global") });

const emailFormat = z.email();

/** GoTrue lowercases addresses and answers a malformed one with validation_failed. */
export function validEmail(email: string): string {
  if (!emailFormat.safeParse(email).success) throw authErrors.invalidEmail();
  return email.toLowerCase();
}

export function pkceFrom(body: { code_challenge?: string | null; code_challenge_method?: "s256" | "plain" | null }) {
  if (!body.code_challenge) return undefined;
  return { codeChallenge: body.code_challenge, codeChallengeMethod: body.code_challenge_method ?? "plain" };
}
