import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import {
  CONVERSATION_POLL_MS,
  UNREAD_POLL_MS,
  conversationSchema,
  messageEnvelopeSchema,
  statusEnvelopeSchema,
  ticketEnvelopeSchema,
  ticketListSchema,
  unreadSchema,
  type TicketStatus,
} from "@/lib/support/contract";
/** Who asks: the signed-in user (keys are per user, so another account never sees cached tickets) and their token. */
export interface SupportAuth {
  userId: string;
  token: string;
}

export type StatusFilter = "all" | TicketStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", "open", "pending", "closed"];

/** TanStack Query keys of the support screens, in one place so writes invalidate exactly what they change. */
export const supportKeys = {
  user: (userId: string) => ["support", userId] as const,
  list: (userId: string, status: StatusFilter) => ["support", userId, "list", status] as const,
  unread: (userId: string) => ["support", userId, "unread"] as const,
  ticket: (userId: string, ticketId: string) => ["support", userId, "ticket", ticketId] as const,
  conversation: (userId: string) => ["support", userId, "conversation"] as const,
};

/** GET /api/support/tickets: the admin's organisation's tickets or the customer's own, newest activity first. */
export function ticketsQuery(auth: SupportAuth, status: StatusFilter) {
  return queryOptions({
    queryKey: supportKeys.list(auth.userId, status),
    queryFn: () => apiFetch(`/api/support/tickets?status=${status}`, ticketListSchema, { token: auth.token }),
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** GET /api/support/tickets/unread: the Tickets badge, polled while shown. */
export function unreadQuery(auth: SupportAuth) {
  return queryOptions({
    queryKey: supportKeys.unread(auth.userId),
    queryFn: async () => (await apiFetch("/api/support/tickets/unread", unreadSchema, { token: auth.token })).unread,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** GET /api/support/tickets/:id, polled while the thread is open (a hidden tab pauses it). */
export function ticketQuery(auth: SupportAuth, ticketId: string) {
  return queryOptions({
    queryKey: supportKeys.ticket(auth.userId, ticketId),
    queryFn: async () => (await apiFetch(`/api/support/tickets/${ticketId}`, ticketEnvelopeSchema, { token: auth.token })).ticket,
    staleTime: 0,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** GET /api/support/conversation: the customer's open conversation in the widget, polled while the view is shown. */
export function conversationQuery(auth: SupportAuth) {
  return queryOptions({
    queryKey: supportKeys.conversation(auth.userId),
    queryFn: async () => (await apiFetch("/api/support/conversation", conversationSchema, { token: auth.token })).ticket,
    staleTime: 0,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** POST /api/support/tickets/:id/messages. */
export async function sendMessage(auth: SupportAuth, ticketId: string, body: string) {
  return (await apiFetch(`/api/support/tickets/${ticketId}/messages`, messageEnvelopeSchema, { method: "POST", token: auth.token, body: { body } })).message;
}

/** POST /api/support/tickets: the customer's first message opens a ticket. */
export async function createTicket(auth: SupportAuth, message: string) {
  return (await apiFetch("/api/support/tickets", ticketEnvelopeSchema, { method: "POST", token: auth.token, body: { message } })).ticket;
}

/** PATCH /api/support/tickets/:id (admins): close or reopen. */
export async function setTicketStatus(auth: SupportAuth, ticketId: string, status: TicketStatus) {
  return (await apiFetch(`/api/support/tickets/${ticketId}`, statusEnvelopeSchema, { method: "PATCH", token: auth.token, body: { status } })).ticket;
}

/** POST /api/support/tickets/:id/read: the reader's side has seen everything so far. */
export async function markTicketRead(auth: SupportAuth, ticketId: string) {
  await apiFetch(`/api/support/tickets/${ticketId}/read`, z.object({ ok: z.literal(true) }), { method: "POST", token: auth.token });
}
