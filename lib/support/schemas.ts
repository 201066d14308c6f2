import { z } from "zod";
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH, TICKET_STATUSES } from "./contract";

// One zod schema per support input, shared by the route handlers, the forms and the tests.

export const EMPTY_MESSAGE = "Message cannot be empty.";
export const MESSAGE_TOO_LONG = `Message is too long (${MESSAGE_MAX_LENGTH} characters at most).`;
export const SUBJECT_TOO_LONG = `Subject is too long (${SUBJECT_MAX_LENGTH} characters at most).`;
export const TICKET_NOT_FOUND = "Ticket not found.";
export const TICKET_CLOSED = "This ticket is closed. Reopen it to reply.";

/** Longest subject taken from a message's first line when none is given. */
export const DEFAULT_SUBJECT_LENGTH = 80;

/** The issue asks for limits on sending; these keep a chatty customer fluent and a script out. */
export const CUSTOMER_MESSAGE_RATE_LIMIT = { limit: 20, windowSeconds: 600 } as const;
/** Admins answer many tickets in a row, so their limit is higher. */
export const ADMIN_MESSAGE_RATE_LIMIT = { limit: 120, windowSeconds: 600 } as const;
export const TICKET_RATE_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

/** A message body: plain text, trimmed, 1..5000 characters. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, EMPTY_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

export const messageInputSchema = z.object({ body: messageBodySchema });
export type MessageInput = z.infer<typeof messageInputSchema>;

/** A subject is one line: runs of white space (line breaks included) become one space. */
const subjectSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(SUBJECT_MAX_LENGTH, SUBJECT_TOO_LONG));

export const ticketInputSchema = z.object({ subject: subjectSchema.optional(), message: messageBodySchema });
export type TicketInput = z.infer<typeof ticketInputSchema>;

export const ticketStatusInputSchema = z.object({ status: z.enum(TICKET_STATUSES) });

export const ticketListQuerySchema = z.object({ status: z.enum([...TICKET_STATUSES, "all"]).default("all") });

export const ticketIdSchema = z.uuid();

/** The subject a ticket gets when none is given: the message's first line, cut to 80 characters. */
export function defaultSubject(message: string): string {
  const firstLine = message.trim().split("\n")[0].replace(/\s+/g, " ");
  // Cut by code points, so an emoji is never split in half.
  return Array.from(firstLine).slice(0, DEFAULT_SUBJECT_LENGTH).join("").trim();
}
