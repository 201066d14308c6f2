// The support API's shapes, shared by the route handlers (app/api/support/**) and the client views
// (tickets modal, /account/profile/tickets, the widget's live support). Responses are parsed with these.
import { z } from "zod";

export const TICKET_STATUSES = ["open", "pending", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Longest message body and subject accepted (longer: 400 with a field message). */
export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;

/** Who wrote a message: the customer (or contact-form sender) or one of the organisation's admins. */
export const AUTHOR_SIDES = ["customer", "admin"] as const;
export type AuthorSide = (typeof AUTHOR_SIDES)[number];

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The customer's name (profile or contact form) and email. */
  customer_name: z.string().nullable(),
  customer_email: z.string(),
  created_at: z.string(),
  last_message_at: z.string(),
  /** The last message's first 140 characters. */
  preview: z.string(),
  /** True when the other side wrote after the reader's side last read the ticket. */
  unread: z.boolean(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  author: z.enum(AUTHOR_SIDES),
  /** The author's display name (an admin's name or the site name; the customer's name), if known. */
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * GET /api/support/tickets?status=open|pending|closed|all (default all)
 *   admin: the organisation's tickets; customer: their own. Newest activity first.
 *   → 200 { tickets: TicketSummary[], unread: number }
 * POST /api/support/tickets { subject?: string, message: string } (signed-in customer)
 *   → 201 { ticket: TicketDetail } (subject defaults to the message's first line, cut to 80 characters)
 * GET /api/support/tickets/unread → 200 { unread: number } (the badge; cheap, polled)
 * GET /api/support/conversation (signed-in customer) → 200 { ticket: TicketDetail | null }
 *   the customer's most recent ticket that is not closed (the widget's live support).
 * GET /api/support/tickets/:id → 200 { ticket: TicketDetail }; 404 for another customer's or organisation's
 * POST /api/support/tickets/:id/read → 200 { ok: true } marks the reader's side read
 * POST /api/support/tickets/:id/messages { body: string } → 201 { message: TicketMessage }
 *   a customer writing on a closed ticket reopens it (status open); an admin's reply sets status pending
 *   (waiting for the customer), the customer's sets open; an admin replying on a closed ticket → 409
 *   "This ticket is closed. Reopen it to reply."
 * PATCH /api/support/tickets/:id { status } (admin only; customer 403) → 200 { ticket: TicketSummary }
 */
export const ticketListSchema = z.object({ tickets: z.array(ticketSummarySchema), unread: z.number().int() });
export const ticketEnvelopeSchema = z.object({ ticket: ticketDetailSchema });
export const conversationSchema = z.object({ ticket: ticketDetailSchema.nullable() });
export const unreadSchema = z.object({ unread: z.number().int() });
export const messageEnvelopeSchema = z.object({ message: ticketMessageSchema });
export const statusEnvelopeSchema = z.object({ ticket: ticketSummarySchema });

/** How often open views poll for new messages (ms): the conversation while shown, the badge always. */
export const CONVERSATION_POLL_MS = 3000;
export const UNREAD_POLL_MS = 20000;
