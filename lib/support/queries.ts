import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { supportMessages, supportTickets } from "@/lib/db/schema";
import type { TicketMessage, TicketStatus, TicketSummary } from "./contract";

/** Who reads: the organisation's admins, or one customer (their own tickets only). */
export type Reader = { side: "admin" } | { side: "customer"; userId: string };

const PREVIEW_LENGTH = 140;

/** Timestamps leave as ISO strings whatever text Postgres gave. */
const iso = (value: string) => new Date(value).toISOString();

/** The reader's tickets of the organisation; RLS holds the same line, this keeps the query honest. */
function readerScope(orgId: string, reader: Reader): SQL | undefined {
  return reader.side === "admin"
    ? eq(supportTickets.organization_id, orgId)
    : and(eq(supportTickets.organization_id, orgId), eq(supportTickets.customer_id, reader.userId));
}

/** True when the other side wrote after the reader's side last read the ticket. */
function unreadFor(reader: Reader): SQL<boolean> {
  const other = reader.side === "admin" ? "customer" : "admin";
  const readAt = sql.raw(reader.side === "admin" ? "support_tickets.admin_read_at" : "support_tickets.customer_read_at");
  // Qualified by hand: drizzle leaves a single table's columns unqualified, which would name m's own id.
  return sql<boolean>`exists (
    select 1 from support_messages m
     where m.ticket_id = support_tickets.id and m.author_side = ${other}
       and m.created_at > coalesce(${readAt}, '-infinity'::timestamptz))`;
}

function summaryColumns(reader: Reader) {
  return {
    id: supportTickets.id,
    subject: supportTickets.subject,
    status: supportTickets.status,
    customer_name: supportTickets.customer_name,
    customer_email: supportTickets.customer_email,
    created_at: supportTickets.created_at,
    last_message_at: supportTickets.last_message_at,
    preview: sql<string>`coalesce((
      select left(m.body, ${PREVIEW_LENGTH}) from support_messages m
       where m.ticket_id = support_tickets.id order by m.created_at desc, m.id desc limit 1), '')`,
    unread: unreadFor(reader),
  };
}

const toSummary = (row: TicketSummary): TicketSummary => ({
  ...row,
  created_at: iso(row.created_at),
  last_message_at: iso(row.last_message_at),
});

/** The reader's tickets, newest activity first, optionally of one status. */
export async function listTickets(
  db: Db,
  { orgId, reader, status, limit = 200 }: { orgId: string; reader: Reader; status?: TicketStatus; limit?: number },
): Promise<TicketSummary[]> {
  const rows = await db
    .select(summaryColumns(reader))
    .from(supportTickets)
    .where(and(readerScope(orgId, reader), status ? eq(supportTickets.status, status) : undefined))
    .orderBy(desc(supportTickets.last_message_at), desc(supportTickets.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One ticket the reader may see, or null (another customer's or organisation's is null too). */
export async function findTicket(db: Db, { orgId, reader, id }: { orgId: string; reader: Reader; id: string }) {
  const [row] = await db
    .select(summaryColumns(reader))
    .from(supportTickets)
    .where(and(readerScope(orgId, reader), eq(supportTickets.id, id)));
  return row ? toSummary(row) : null;
}

/** A ticket's messages, oldest first. */
export async function listMessages(db: Db, { orgId, ticketId }: { orgId: string; ticketId: string }): Promise<TicketMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      author: supportMessages.author_side,
      author_name: supportMessages.author_name,
      body: supportMessages.body,
      created_at: supportMessages.created_at,
    })
    .from(supportMessages)
    .where(and(eq(supportMessages.organization_id, orgId), eq(supportMessages.ticket_id, ticketId)))
    .orderBy(asc(supportMessages.created_at), asc(supportMessages.id));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/** A ticket with its messages, or null. */
export async function findTicketDetail(db: Db, params: { orgId: string; reader: Reader; id: string }) {
  const ticket = await findTicket(db, params);
  if (!ticket) return null;
  return { ...ticket, messages: await listMessages(db, { orgId: params.orgId, ticketId: ticket.id }) };
}

/** How many of the reader's tickets have something unread (the badge). */
export async function countUnread(db: Db, { orgId, reader }: { orgId: string; reader: Reader }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(readerScope(orgId, reader), unreadFor(reader)));
  return row?.n ?? 0;
}

/** The customer's most recent ticket that is not closed (the widget's live support), or null. */
export async function findOpenConversation(db: Db, { orgId, userId }: { orgId: string; userId: string }) {
  const reader: Reader = { side: "customer", userId };
  const [row] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(readerScope(orgId, reader), inArray(supportTickets.status, ["open", "pending"])))
    .orderBy(desc(supportTickets.last_message_at), desc(supportTickets.id))
    .limit(1);
  return row ? findTicketDetail(db, { orgId, reader, id: row.id }) : null;
}

/** Tickets waiting on the organisation (open) or on the customer (pending): the Dashboard's count. */
export async function countOpenTickets(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.organization_id, orgId), inArray(supportTickets.status, ["open", "pending"])));
  return row?.n ?? 0;
}

/** The organisation's tickets with the latest activity, as its admins see them (the Dashboard). */
export function recentTickets(db: Db, orgId: string, limit: number): Promise<TicketSummary[]> {
  return listTickets(db, { orgId, reader: { side: "admin" }, limit });
}

/** The addresses of the organisation's admins, for the customer who just wrote on the ticket. */
export async function ticketAdminEmails(db: Db, { ticketId }: { ticketId: string }): Promise<string[]> {
  const result = await db.execute<{ email: string }>(sql`select email from private.ticket_admin_emails(${ticketId}) as email`);
  return result.rows.map((row) => row.email);
}
