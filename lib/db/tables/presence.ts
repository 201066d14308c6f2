import "server-only";
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamps, timestamptz } from "./columns";
import { authUsers, organizationId } from "./tenancy";

/** Who has a page in edit mode, and which section's editor they have open (…_presence.sql); one row per person and page. */
export const editingPresence = pgTable(
  "editing_presence",
  {
    organization_id: organizationId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    url_page: text("url_page").notNull(),
    section: text("section"),
    display_name: text("display_name"),
    since: timestamptz("since").notNull().defaultNow(),
    seen_at: timestamptz("seen_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.user_id, t.url_page] }),
    index("editing_presence_page_idx").on(t.organization_id, t.url_page, t.seen_at),
  ],
);
