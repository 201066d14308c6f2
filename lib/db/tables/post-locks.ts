import "server-only";
import { foreignKey, pgTable, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { blogPosts } from "./content";
import { authUsers, organizationId } from "./tenancy";

/** The post editor's edit lock: one lease per post, live until expires_at (spec: 5 minutes, renewed while editing). */
export const postLocks = pgTable(
  "post_locks",
  {
    post_id: uuid("post_id").primaryKey(),
    organization_id: organizationId(),
    holder_id: uuid("holder_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    since: timestamptz("since").notNull().defaultNow(),
    expires_at: timestamptz("expires_at").notNull(),
  },
  (t) => [
    foreignKey({ name: "post_locks_post_fkey", columns: [t.post_id, t.organization_id], foreignColumns: [blogPosts.id, blogPosts.organization_id] }).onDelete("cascade"),
  ],
);
