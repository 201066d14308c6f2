import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { emailDeliveries } from "@/lib/db/schema";
import { UNDELIVERED_LIST_LIMIT } from "./constants";

/** The emails not delivered yet or never (retrying, failed), newest first, for the Dashboard. No message bodies. */
export async function listUndeliveredEmails(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: emailDeliveries.id,
      template: emailDeliveries.template,
      recipient: emailDeliveries.recipient,
      subject: emailDeliveries.subject,
      status: emailDeliveries.status,
      attempts: emailDeliveries.attempts,
      error: emailDeliveries.error,
      created_at: emailDeliveries.created_at,
    })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.organization_id, orgId), inArray(emailDeliveries.status, ["retrying", "failed"])))
    .orderBy(desc(emailDeliveries.created_at))
    .limit(UNDELIVERED_LIST_LIMIT);
}

/** One of the organisation's emails, as its admin may see it (no message). */
export async function findUndeliveredEmail(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ id: emailDeliveries.id, status: emailDeliveries.status })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.organization_id, orgId), eq(emailDeliveries.id, id)));
  return row ?? null;
}
