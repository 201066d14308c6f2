import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { emailDeliveries } from "@/lib/db/schema";
import type { EmailTemplate } from "./constants";
import type { EmailMessage } from "./send";

/** Records an email to send; answers its id. */
export async function insertDelivery(db: Db, params: { orgId: string; template: EmailTemplate; locale: string; message: EmailMessage }) {
  const [row] = await db
    .insert(emailDeliveries)
    .values({
      organization_id: params.orgId,
      template: params.template,
      recipient: params.message.to,
      locale: params.locale,
      subject: params.message.subject,
      message: params.message,
    })
    .returning({ id: emailDeliveries.id });
  return row.id;
}

/** Delivered: the message (and any private link in it) is no longer kept. */
export async function markDelivered(db: Db, { id }: { id: string }) {
  await db
    .update(emailDeliveries)
    .set({ status: "sent", message: null, error: null, attempts: sql`${emailDeliveries.attempts} + 1`, sent_at: sql`now()` })
    .where(eq(emailDeliveries.id, id));
}

/** An attempt failed: retried later, or failed for good after the last retry. */
export async function markAttemptFailed(db: Db, { id, error, final }: { id: string; error: string; final: boolean }) {
  await db
    .update(emailDeliveries)
    .set({ status: final ? "failed" : "retrying", error, attempts: sql`${emailDeliveries.attempts} + 1` })
    .where(eq(emailDeliveries.id, id));
}

/** Resend: a failed email of the organisation goes back to the queue; false when there is none such. */
export async function requeueDelivery(db: Db, { id, orgId }: { id: string; orgId: string }) {
  const rows = await db
    .update(emailDeliveries)
    .set({ status: "queued", error: null })
    .where(and(eq(emailDeliveries.id, id), eq(emailDeliveries.organization_id, orgId), eq(emailDeliveries.status, "failed")))
    .returning({ id: emailDeliveries.id });
  return rows.length > 0;
}
