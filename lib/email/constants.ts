// The email outbox (issue 41): every email the product sends is recorded, then delivered by the job queue.

export const EMAIL_DELIVERY_STATUSES = ["queued", "retrying", "sent", "failed"] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** Every kind of email the product sends; each has a template in lib/email/templates. */
export const EMAIL_TEMPLATES = ["welcome", "free_trial", "existing_account", "invitation", "booking_confirmation", "ticket_reply", "ticket_message"] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/**
 * Retries of an email the mail server refused or could not take: 8, from about 10 s and doubling (10 s, 20 s,
 * 40 s, … about 40 minutes in all), so a mail server down for a restart or an hour's outage loses nothing.
 */
export const EMAIL_RETRY_LIMIT = 8;
export const EMAIL_RETRY_DELAY_SECONDS = 10;

/** How many undelivered emails the Dashboard lists. */
export const UNDELIVERED_LIST_LIMIT = 20;

export const EMAIL_NOT_FOUND_MESSAGE = "There is no failed email with this id.";

/** The admins' page showing every template in every language. */
export const EMAIL_PREVIEW_PATH = "/admin/emails";
