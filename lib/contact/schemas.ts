import { z } from "zod";

/** A visitor's message from a contact section; shared by POST /api/contact, the form and the tests. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(120),
  email: z.email("Please enter a valid email address").max(320),
  message: z.string().trim().min(1, "Please enter a message").max(5000),
  section_id: z.uuid().optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Spec is silent on limits: 5 messages per address per 10 minutes keeps spam out without hurting people. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;
