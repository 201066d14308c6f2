import "server-only";
import { asAppRole } from "@/lib/db";
import { defineJob } from "@/lib/jobs/registry";
import { logger } from "@/lib/log/logger.mjs";
import { EMAIL_RETRY_DELAY_SECONDS, EMAIL_RETRY_LIMIT } from "./constants";
import { markAttemptFailed, markDelivered } from "./mutations";
import { findDelivery } from "./queries";
import { deliverEmail } from "./send";

export interface SendEmailJobData {
  deliveryId: string;
}

/**
 * Delivers one recorded email. Idempotent: an email already sent (this job ran before and its result was lost) is
 * not sent again. A refusal is retried with backoff; after the last retry the email is marked failed with the
 * reason, keeping its message for the Dashboard's Resend.
 */
export const sendEmailJob = defineJob<SendEmailJobData>({
  name: "send-email",
  retryLimit: EMAIL_RETRY_LIMIT,
  retryDelaySeconds: EMAIL_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  async handler({ deliveryId }, run) {
    const delivery = await asAppRole((db) => findDelivery(db, { id: deliveryId }));
    if (!delivery?.message || delivery.status === "sent") return;
    try {
      await deliverEmail(delivery.message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = run.retryCount >= EMAIL_RETRY_LIMIT;
      await asAppRole((db) => markAttemptFailed(db, { id: deliveryId, error: reason, final }));
      logger.warn({ err: error, deliveryId, organizationId: delivery.organization_id, final }, "email delivery failed");
      throw error;
    }
    await asAppRole((db) => markDelivered(db, { id: deliveryId }));
  },
});
