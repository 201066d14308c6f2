import "server-only";
import { z } from "zod";
import { queueSql } from "@/lib/jobs/queue";
import type { EmailTemplate } from "./constants";
import type { EmailMessage } from "./send";

// The outbox's writes, through the functions only the app's login role may run, on the job queue's connection
// (…_email_deliveries.sql): no API role writes an email, nor reads one's message.

const emailMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), fromName: z.string().optional() });

/** Records an email to send; answers its id. */
export async function recordEmail(params: { orgId: string; template: EmailTemplate; locale: string; message: EmailMessage }): Promise<string> {
  const [row] = await queueSql(
    "select private.record_email($1, $2, $3, $4, $5, $6) as id",
    [params.orgId, params.template, params.message.to, params.locale, params.message.subject, JSON.stringify(params.message)],
    z.object({ id: z.string() }),
  );
  return row.id;
}

/** The message of an email still to deliver; null once it was sent (or never recorded). */
export async function emailToDeliver(id: string): Promise<EmailMessage | null> {
  const [row] = await queueSql("select private.email_to_deliver($1) as message", [id], z.object({ message: emailMessage.nullable() }));
  return row?.message ?? null;
}

/** Delivered: the message (and any private link in it) is no longer kept. */
export async function markDelivered(id: string): Promise<void> {
  await queueSql("select private.email_delivered($1)", [id], z.unknown());
}

/** An attempt failed: retried later, or failed for good after the last retry. */
export async function markAttemptFailed({ id, error, final }: { id: string; error: string; final: boolean }): Promise<void> {
  await queueSql("select private.email_attempt_failed($1, $2, $3)", [id, error, final], z.unknown());
}

/** Resend: a failed email of the organisation goes back to the queue; false when there is none such. */
export async function requeueEmail({ id, orgId }: { id: string; orgId: string }): Promise<boolean> {
  const [row] = await queueSql("select private.requeue_email($1, $2) as requeued", [id, orgId], z.object({ requeued: z.boolean() }));
  return row?.requeued ?? false;
}
