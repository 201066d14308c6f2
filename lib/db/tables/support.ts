import "server-only";
import { foreignKey, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { AUTHOR_SIDES, TICKET_STATUSES } from "@/lib/support/contract";
import { createdAt, primaryId, timestamps, timestamptz } from "./columns";
import { contactMessages } from "./messages";
import { authUsers, organizationId } from "./tenancy";

/** A support conversation between a customer (or a contact-form sender) and the organisation's admins. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: primaryId(),
    organization_id: organizationId(),
    customer_id: uuid("customer_id").references(() => authUsers.id, { onDelete: "set null" }),
    customer_email: text("customer_email").notNull(),
    customer_name: text("customer_name"),
    subject: text("subject").notNull(),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("open"),
    contact_message_id: uuid("contact_message_id").unique(),
    ...timestamps(),
    last_message_at: timestamptz("last_message_at").notNull().defaultNow(),
    customer_read_at: timestamptz("customer_read_at"),
    admin_read_at: timestamptz("admin_read_at"),
  },
  // The contact message is one of the same organisation's; the ticket stays when it goes (the migration
  // nulls only contact_message_id, which drizzle cannot express).
  (t) => [
    unique("support_tickets_id_organization_key").on(t.id, t.organization_id),
    foreignKey({ columns: [t.contact_message_id, t.organization_id], foreignColumns: [contactMessages.id, contactMessages.organization_id] }),
  ],
);

/** One message of a ticket, plain text, append-only; author_name is kept as it was when written. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: primaryId(),
    organization_id: organizationId(),
    ticket_id: uuid("ticket_id").notNull(),
    author_side: text("author_side", { enum: AUTHOR_SIDES }).notNull(),
    author_id: uuid("author_id").references(() => authUsers.id, { onDelete: "set null" }),
    author_name: text("author_name"),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.ticket_id, t.organization_id], foreignColumns: [supportTickets.id, supportTickets.organization_id] }).onDelete(
      "cascade",
    ),
  ],
);
