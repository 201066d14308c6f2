import { z } from "zod";
import { personNameSchema } from "@/lib/email/person-name";

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

export type SendEmailInput = z.infer<typeof sendEmailInputSchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;
