import "server-only";
import { ApiError, sqlState } from "@/lib/api/errors";
import { enforceRateLimit, parseBody } from "@/lib/api/route";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import type { Site } from "@/lib/tenancy/site";
import type { z } from "zod";
import type { TicketDetail, TicketMessage } from "./contract";
import { addMessage, createTicket } from "./mutations";
import { customerMessageEmail, replyEmail, sendTicketEmails, siteMailOf } from "./notify";
import { findTicket, findTicketDetail, ticketAdminEmails, type Reader } from "./queries";
import {
  ADMIN_MESSAGE_RATE_LIMIT,
  CUSTOMER_MESSAGE_RATE_LIMIT,
  defaultSubject,
  TICKET_CLOSED,
  TICKET_NOT_FOUND,
  TICKET_RATE_LIMIT,
  ticketIdSchema,
  type TicketInput,
} from "./schemas";
import { roleAtLeast } from "@/lib/memberships/roles";

/** The side the signed-in user reads tickets from on this site; a user of another organisation has none. */
export function readerOf(user: RequestUser): Reader {
  if (roleAtLeast(user.role, "admin")) return { side: "admin" };
  if (user.role) return { side: "customer", userId: user.id };
  throw new ApiError("forbidden", "Sign in with an account of this site to use support.");
}

/** A ticket id from the path: anything that is not a uuid is no ticket (404, like another's ticket). */
export function ticketIdOf(params: Record<string, string>): string {
  const parsed = ticketIdSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return parsed.data;
}

/** parseBody, with the first field's message as the answer's message ("Message cannot be empty."). */
export async function parseSupportBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  return parseBody(request, schema).catch((error: unknown) => {
    const first = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
    throw first ? new ApiError("bad_request", first, error instanceof ApiError ? error.fields : undefined) : error;
  });
}

/** The name a user signs their messages with, if they gave one. */
function nameOf(user: RequestUser): string | null {
  return user.profile?.full_name?.trim() || user.profile?.username?.trim() || user.signupUsername?.trim() || null;
}

/** The customer opens a ticket with a first message; the organisation's admins are emailed. */
export async function openTicket({
  request,
  site,
  user,
  input,
}: {
  request: Request;
  site: Site;
  user: RequestUser;
  input: TicketInput;
}): Promise<TicketDetail> {
  if (readerOf(user).side !== "customer") throw new ApiError("forbidden", "Only this site's customers open tickets.");
  const email = user.email;
  if (!email) throw new ApiError("bad_request", "Your account has no email address to answer to.");
  await enforceRateLimit(`support:ticket:${site.id}:${user.id}`, TICKET_RATE_LIMIT.limit, TICKET_RATE_LIMIT.windowSeconds);
  const subject = input.subject || defaultSubject(input.message);
  const { ticket, adminEmails } = await withRls(user.claims, async (db) => {
    const id = await createTicket(db, { orgId: site.id, customerId: user.id, email, name: nameOf(user), subject, body: input.message });
    return {
      ticket: await findTicketDetail(db, { orgId: site.id, reader: { side: "customer", userId: user.id }, id }),
      adminEmails: await ticketAdminEmails(db, { ticketId: id }),
    };
  });
  if (!ticket) throw new ApiError("internal", "Something went wrong.");
  const mail = await siteMailOf(request, site.id);
  if (mail) {
    const from = ticket.customer_name ?? ticket.customer_email;
    await sendTicketEmails(mail, adminEmails.map((to) => customerMessageEmail({ to, subject, from, body: input.message, mail })));
  }
  return ticket;
}

/**
 * Writes a message on a ticket the user may see (404 otherwise) and emails the other side. A customer's
 * message (re)opens the ticket; an admin's sets it pending, and an admin cannot write on a closed one (409).
 */
export async function postMessage({
  request,
  site,
  user,
  ticketId,
  body,
}: {
  request: Request;
  site: Site;
  user: RequestUser;
  ticketId: string;
  body: string;
}): Promise<TicketMessage> {
  const reader = readerOf(user);
  const limit = reader.side === "admin" ? ADMIN_MESSAGE_RATE_LIMIT : CUSTOMER_MESSAGE_RATE_LIMIT;
  await enforceRateLimit(`support:message:${site.id}:${user.id}`, limit.limit, limit.windowSeconds);
  const mail = await siteMailOf(request, site.id);
  const { ticket, message, adminEmails } = await withRls(user.claims, async (db) => {
    const found = await findTicket(db, { orgId: site.id, reader, id: ticketId });
    if (!found) throw new ApiError("not_found", TICKET_NOT_FOUND);
    if (reader.side === "admin" && found.status === "closed") throw new ApiError("conflict", TICKET_CLOSED);
    // An admin signs with their name, else the site's; a customer with the name the ticket knows them by.
    const authorName = reader.side === "admin" ? (nameOf(user) ?? mail?.siteName ?? null) : (found.customer_name ?? nameOf(user));
    const written = await addMessage(db, { orgId: site.id, ticketId, side: reader.side, authorId: user.id, authorName, body });
    return {
      ticket: found,
      message: written,
      adminEmails: reader.side === "customer" ? await ticketAdminEmails(db, { ticketId }) : [],
    };
  }).catch((error: unknown) => {
    // Raised by the support_messages trigger when the ticket was closed meanwhile.
    throw sqlState(error) === "P0409" ? new ApiError("conflict", TICKET_CLOSED) : error;
  });
  if (mail) {
    const emails =
      reader.side === "admin"
        ? [replyEmail({ to: ticket.customer_email, subject: ticket.subject, body, mail })]
        : adminEmails.map((to) =>
            customerMessageEmail({ to, subject: ticket.subject, from: ticket.customer_name ?? ticket.customer_email, body, mail }),
          );
    await sendTicketEmails(mail, emails);
  }
  return message;
}
