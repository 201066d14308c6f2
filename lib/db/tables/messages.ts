import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, primaryId } from "./columns";
import { organizationId } from "./tenancy";

/** Messages visitors send from a contact section. Insert-only for visitors; admins of the organisation read. */
export const contactMessages = pgTable("contact_messages", {
  id: primaryId(),
  organization_id: organizationId(),
  template_section_id: uuid("template_section_id"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  created_at: createdAt(),
});
