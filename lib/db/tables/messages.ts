import "server-only";
import { foreignKey, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, primaryId } from "./columns";
import { templateSections } from "./content";
import { organizationId } from "./tenancy";

/** Messages visitors send from a contact section. Insert-only for visitors; admins of the organisation read. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: primaryId(),
    organization_id: organizationId(),
    template_section_id: uuid("template_section_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    created_at: createdAt(),
  },
  // The section is one of the same organisation's; the message stays when the section goes
  // (the migration nulls only template_section_id, which drizzle cannot express).
  (t) => [
    foreignKey({
      columns: [t.template_section_id, t.organization_id],
      foreignColumns: [templateSections.id, templateSections.organization_id],
    }),
  ],
);
