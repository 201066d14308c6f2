import type { Sql } from "../auth/db";

/** One mail as the mailbox stores and answers it. */
export interface MailboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface NewMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** The bare addresses of a header value such as `Ann <ann@x.test>, bob@y.test`, lowercased. */
export function recipientAddresses(to: string): string[] {
  return to
    .split(",")
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
}

type Row = Omit<MailboxMessage, "created_at"> & { created_at: Date | string };

const COLUMNS = `id, "from", "to", subject, text, html, created_at`;
const toMessage = (row: Row): MailboxMessage => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function insertMessage(db: Sql, message: NewMessage): Promise<MailboxMessage> {
  const [row] = await db.query<Row>(
    `insert into mailbox.messages ("from", "to", recipients, subject, text, html)
     values ($1, $2, $3::text[], $4, $5, $6) returning ${COLUMNS}`,
    [message.from, message.to, recipientAddresses(message.to), message.subject, message.text, message.html ?? null],
  );
  return toMessage(row);
}

/** Newest first; only those sent to `to` when given. */
export async function listMessages(db: Sql, filter: { to?: string; limit?: number } = {}): Promise<MailboxMessage[]> {
  const rows = filter.to
    ? await db.query<Row>(
        `select ${COLUMNS} from mailbox.messages where recipients @> array[lower($1)]::text[]
         order by created_at desc, id limit $2`,
        [filter.to.trim(), filter.limit ?? 200],
      )
    : await db.query<Row>(`select ${COLUMNS} from mailbox.messages order by created_at desc, id limit $1`, [
        filter.limit ?? 200,
      ]);
  return rows.map(toMessage);
}

export async function getMessage(db: Sql, id: string): Promise<MailboxMessage | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from mailbox.messages where id = $1`, [id]);
  return row ? toMessage(row) : undefined;
}

export async function deleteMessages(db: Sql, filter: { to?: string } = {}): Promise<number> {
  const rows = filter.to
    ? await db.query("delete from mailbox.messages where recipients @> array[lower($1)]::text[] returning id", [filter.to.trim()])
    : await db.query("delete from mailbox.messages returning id");
  return rows.length;
}
