import "server-only";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { EMAIL_DELIVERY_STATUSES } from "@/lib/email/constants";
import type { EmailMessage } from "@/lib/email/send";
import { primaryId, timestamps, timestamptz } from "./columns";
import { organizationId } from "./tenancy";

/** Every email sent, from the request that sent it to its delivery (…_email_deliveries.sql). */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: primaryId(),
    organization_id: organizationId(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: EMAIL_DELIVERY_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    /** Readable by the app's own role only (see the migration): it may hold a private link. */
    message: jsonb("message").$type<EmailMessage>(),
    ...timestamps(),
    sent_at: timestamptz("sent_at"),
  },
  (t) => [index("email_deliveries_organization_idx").on(t.organization_id, t.status, t.created_at.desc())],
);
