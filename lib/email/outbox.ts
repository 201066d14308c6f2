import "server-only";
import { enqueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/log/logger.mjs";
import { emailBrandOf } from "./brand";
import { composeEmail } from "./compose";
import type { EmailTemplate } from "./constants";
import type { EmailContent } from "./content";
import { markAttemptFailed, recordEmail, requeueEmail } from "./mutations";
import { sendEmailJob } from "./send-job";

export interface OutgoingEmail {
  orgId: string;
  /** The site's own address, for the email's links and logo. */
  origin: string;
  to: string;
  template: EmailTemplate;
  locale: string;
  content: EmailContent;
}

/** Sends the recorded email's job; a queue that cannot take it leaves the email failed, for Resend. */
async function sendJob(deliveryId: string): Promise<void> {
  try {
    await enqueue(sendEmailJob, { deliveryId });
  } catch (error) {
    logger.error({ err: error, deliveryId }, "email could not be queued");
    const reason = error instanceof Error ? error.message : String(error);
    await markAttemptFailed({ id: deliveryId, error: reason, final: true });
    throw error;
  }
}

/**
 * Sends an email in the organisation's brand: renders it, records it and queues its delivery. A request waits for
 * the database only, never for the mail server; the job delivers it, retrying while the mail server is down.
 */
export async function queueEmail(email: OutgoingEmail): Promise<void> {
  const brand = await emailBrandOf(email.orgId, email.origin);
  if (!brand) throw new Error("the site of the email is gone");
  const message = await composeEmail({ to: email.to, content: email.content, brand, locale: email.locale });
  const deliveryId = await recordEmail({ orgId: email.orgId, template: email.template, locale: email.locale, message });
  await sendJob(deliveryId);
}

/** Resend from the Dashboard: a failed email of the organisation goes back to the queue. False: no such email. */
export async function resendEmail({ orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  if (!(await requeueEmail({ id, orgId }))) return false;
  await sendJob(id);
  return true;
}
