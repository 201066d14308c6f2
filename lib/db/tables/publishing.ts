import "server-only";
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { CHANGE_SET_STATUSES } from "@/lib/model/enums";
import { primaryId, timestamps, timestamptz } from "./columns";
import { authUsers, organizationId, organizations } from "./tenancy";

/** Draft changes waiting to be published together (…_change_sets.sql); one current set per organisation. */
export const changeSets = pgTable(
  "change_sets",
  {
    id: primaryId(),
    organization_id: organizationId(),
    status: text("status", { enum: CHANGE_SET_STATUSES }).notNull().default("open"),
    publish_at: timestamptz("publish_at"),
    job_id: text("job_id"),
    scheduled_by: uuid("scheduled_by").references(() => authUsers.id, { onDelete: "set null" }),
    error: text("error"),
    created_by: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    ...timestamps(),
    published_at: timestamptz("published_at"),
  },
  (t) => [unique("change_sets_id_organization_key").on(t.id, t.organization_id)],
);

/** One row's draft in a change set: the changed fields' draft values, from which live version, at which draft version. */
export const changeSetChanges = pgTable(
  "change_set_changes",
  {
    id: primaryId(),
    change_set_id: uuid("change_set_id").notNull(),
    organization_id: organizationId(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    base_version: integer("base_version").notNull(),
    version: integer("version").notNull(),
    author_id: uuid("author_id").references(() => authUsers.id, { onDelete: "set null" }),
    author_name: text("author_name"),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ columns: [t.change_set_id, t.organization_id], foreignColumns: [changeSets.id, changeSets.organization_id] }).onDelete("cascade"),
    unique().on(t.change_set_id, t.entity, t.entity_id),
    index("change_set_changes_entity_idx").on(t.organization_id, t.entity, t.entity_id),
  ],
);

/** A person's draft-mode switch on a site (no row: the organisation's default). */
export const draftModeChoices = pgTable(
  "draft_mode_choices",
  {
    organization_id: organizationId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    is_on: boolean("is_on").notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.user_id] })],
);

/** The organisation's publishing rules (no row: the defaults, both off). */
export const publishingSettings = pgTable("publishing_settings", {
  organization_id: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  draft_mode_default: boolean("draft_mode_default").notNull().default(false),
  editors_may_publish: boolean("editors_may_publish").notNull().default(false),
  ...timestamps(),
});
