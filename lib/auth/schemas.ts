import { z } from "zod";

export const freeTrialInputSchema = z.object({
  email: z.string().trim().email().max(320),
});

export const sendEmailInputSchema = z.object({
  type: z.enum(["free_trial", "welcome"]),
  to: z.string().trim().email().max(320),
  organization_id: z.string().uuid(),
  user_id: z.string().uuid().nullish(),
  name: z.string().trim().max(200).optional().default(""),
});

export const profileInputSchema = z.object({
  username: z.string().trim().min(3).max(60).optional(),
  full_name: z.string().trim().max(120).optional(),
});

export type SendEmailInput = z.infer<typeof sendEmailInputSchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;
