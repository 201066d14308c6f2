import { z } from "zod";
import { personNameSchema } from "@/lib/email/person-name";
import { LOCALES } from "@/lib/i18n/locales";
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from "./constants";
import { validateNewPassword } from "./validation";

export const freeTrialInputSchema = z.object({
  email: z.string().trim().email().max(320),
});

export const sendEmailInputSchema = z.object({
  type: z.enum(["free_trial", "welcome"]),
  to: z.string().trim().email().max(320),
  organization_id: z.string().uuid(),
  user_id: z.string().uuid().nullish(),
  /** Greets the reader ("Hello {name}"): plain text, never a link. */
  name: personNameSchema(200).optional().default(""),
});

/** Blank fields leave the stored value as it is. */
const optionalText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === "" || value.length >= min, `Must be at least ${min} characters`)
    .transform((value) => value || undefined)
    .optional();

export const profileInputSchema = z.object({
  username: optionalText(3, 60),
  full_name: optionalText(1, 120),
});

/** Per caller address, and per address registered on a site (the "existing account" email is not for flooding a mailbox). */
export const REGISTER_RATE_LIMIT = {
  perCaller: { limit: 20, windowSeconds: 600 },
  perEmail: { limit: 5, windowSeconds: 3600 },
} as const;

/** POST /api/register: the registration form's fields, the login page its links return to, and the page's language. */
export const registerInputSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN_LENGTH, `Must be at least ${USERNAME_MIN_LENGTH} characters`).max(60),
  email: z.string().trim().email().max(320),
  password: z
    .string()
    .max(1024)
    .refine((password) => validateNewPassword(password) === null, `Must be at least ${PASSWORD_MIN_LENGTH} characters with an uppercase letter, a lowercase letter and a number`),
  /** The site's login page, as a path or an address on the request's own host (checked by the route). */
  login_url: z.string().min(1).max(2048),
  locale: z.enum(LOCALES).optional(),
});

export type RegisterInput = z.infer<typeof registerInputSchema>;
export type SendEmailInput = z.infer<typeof sendEmailInputSchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;
