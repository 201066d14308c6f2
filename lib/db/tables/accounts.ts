import "server-only";
import { text, uuid, pgTable, unique } from "drizzle-orm/pg-core";
import { authUsers, organizationId } from "./tenancy";
import { primaryId, timestamps, timestamptz } from "./columns";

export const freeTrials = pgTable(
  "free_trials",
  {
    id: primaryId(),
    organization_id: organizationId(),
    email: text("email").notNull(),
    user_id: uuid("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    trial_ends_at: timestamptz("trial_ends_at").notNull().defaultNow(),
    email_sent_at: timestamptz("email_sent_at"),
    ...timestamps(),
  },
  (table) => [unique().on(table.organization_id, table.email)],
);
