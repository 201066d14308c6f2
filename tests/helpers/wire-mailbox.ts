// The local mailbox on the Postgres wire, as the embedded stack runs it (supabase/embedded/main.ts): PGlite is one
// session, and only the socket server keeps a wire client's open transaction (the email worker's, say) apart from
// other queries. A mailbox on the PGlite handle itself could run its insert inside another client's transaction.
import pg from "pg";
import { startMailboxServer } from "@/supabase/embedded/mailbox/server";
import type { MailboxMessage } from "@/supabase/embedded/mailbox/store";

/** How long mailTo waits for the app's queued emails to an address (tests/helpers/email-worker.ts delivers them). */
const DELIVERY_TIMEOUT_MS = 20_000;

export interface WireMailbox {
  url: string;
  /**
   * Mail to an address, newest first, once none of the app's emails to it is still queued or being retried: both
   * "it arrived" and "nothing was sent" are read after the worker had its turn.
   */
  mailTo(address: string): Promise<MailboxMessage[]>;
  close(): Promise<void>;
}

export async function startWireMailbox(databaseUrl: string): Promise<WireMailbox> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const mailbox = await startMailboxServer({ db: pool, port: 0 });

  async function settled(address: string): Promise<void> {
    const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
    for (;;) {
      const { rows } = await pool.query<{ pending: number }>(
        "select count(*)::int as pending from public.email_deliveries where lower(recipient) = lower($1) and status in ('queued', 'retrying')",
        [address],
      );
      if (rows[0].pending === 0) return;
      if (Date.now() > deadline) throw new Error(`emails to ${address} are still queued: is the email worker running (tests/helpers/email-worker.ts)?`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url: mailbox.url,
    async mailTo(address) {
      await settled(address);
      const response = await fetch(`${mailbox.url}/api/messages?to=${encodeURIComponent(address)}`);
      if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
      return response.json();
    },
    async close() {
      await mailbox.close();
      await pool.end();
    },
  };
}
