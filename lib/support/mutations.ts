import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { supportMessages, supportTickets } from "@/lib/db/schema";
import type { AuthorSide, TicketStatus } from "./contract";

/** Opens a ticket for the signed-in customer with their first message; returns its id. */
export async function createTicket(
  db: Db,
  params: { orgId: string; customerId: string; email: string; name: string | null; subject: string; body: string },
): Promise<string> {
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      organization_id: params.orgId,
      customer_id: params.customerId,
      customer_email: params.email,
      customer_name: params.name,
      subject: params.subject,
    })
    .returning({ id: supportTickets.id });
  await addMessage(db, {
    orgId: params.orgId,
    ticketId: ticket.id,
    side: "customer",
    authorId: params.customerId,
    authorName: params.name,
    body: params.body,
  });
  return ticket.id;
}

/**
 * Appends a message; a trigger moves the ticket (customer: open, admin: pending) and marks it read for the
 * author's side. An admin's message on a closed ticket is refused with SQLSTATE P0409.
 */
export async function addMessage(
  db: Db,
  params: { orgId: string; ticketId: string; side: AuthorSide; authorId: string; authorName: string | null; body: string },
) {
  const [message] = await db
    .insert(supportMessages)
    .values({
      organization_id: params.orgId,
      ticket_id: params.ticketId,
      author_side: params.side,
      author_id: params.authorId,
      author_name: params.authorName,
      body: params.body,
    })
    .returning({
      id: supportMessages.id,
      author: supportMessages.author_side,
      author_name: supportMessages.author_name,
      body: supportMessages.body,
      created_at: supportMessages.created_at,
    });
  return { ...message, created_at: new Date(message.created_at).toISOString() };
}

/** Sets a ticket's status (admins; RLS refuses anyone else); false when no such ticket is visible. */
export async function setTicketStatus(db: Db, { orgId, id, status }: { orgId: string; id: string; status: TicketStatus }) {
  const rows = await db
    .update(supportTickets)
    .set({ status })
    .where(and(eq(supportTickets.organization_id, orgId), eq(supportTickets.id, id)))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** Marks the ticket read for the caller's side; false when the caller may not see it. */
export async function markTicketRead(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const result = await db.execute<{ marked: boolean }>(sql`select private.mark_ticket_read(${id}, ${orgId}) as marked`);
  return result.rows[0]?.marked === true;
}

/**
 * Turns a contact-form message into a ticket (once, right after it was stored). Returns the ticket and the
 * addresses of the organisation's admins to tell, or null when nothing was created.
 */
export async function ticketFromContact(db: Db, { contactMessageId }: { contactMessageId: string }) {
  const result = await db.execute<{ ticket_id: string; subject: string; admin_emails: string[] }>(
    sql`select ticket_id, subject, admin_emails from private.ticket_from_contact(${contactMessageId})`,
  );
  const row = result.rows[0];
  return row ? { ticketId: row.ticket_id, subject: row.subject, adminEmails: row.admin_emails } : null;
}
