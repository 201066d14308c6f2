import "server-only";
import { defineJob } from "@/lib/jobs/registry";
import { logger } from "@/lib/log/logger.mjs";
import { EMAIL_RETRY_DELAY_SECONDS, EMAIL_RETRY_LIMIT } from "./constants";
import { emailToDeliver, markAttemptFailed, markDelivered } from "./mutations";
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
    const message = await emailToDeliver(deliveryId);
    if (!message) return;
    try {
      await deliverEmail(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = run.retryCount >= EMAIL_RETRY_LIMIT;
      await markAttemptFailed({ id: deliveryId, error: reason, final });
      logger.warn({ err: error, deliveryId, final }, "email delivery failed");
      throw error;
    }
    await markDelivered(deliveryId);
  },
});
