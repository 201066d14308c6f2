import "server-only";
import { sql } from "drizzle-orm";
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHANGE_SET_STATUSES, SCHEDULED_POST_STATUSES } from "@/lib/model/enums";
import { primaryId, timestamps, timestamptz } from "./columns";
import { blogPosts } from "./content";
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
    /** An admin's reason to publish over the check's errors (…_publish_check.sql): set when scheduling, kept when published. */
    override_reason: text("override_reason"),
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

/** Signed, expiring links that show the current change set to anyone holding them (only the token's hash is kept). */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: primaryId(),
    organization_id: organizationId(),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamptz("expires_at").notNull(),
    revoked_at: timestamptz("revoked_at"),
    created_by: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("preview_links_organization_idx").on(t.organization_id, t.expires_at.desc())],
);

/** A post's "Publish at" (…_scheduled_posts.sql): the time, its job, and how it ended; one waiting row per post. */
export const scheduledPosts = pgTable(
  "scheduled_posts",
  {
    id: primaryId(),
    organization_id: organizationId(),
    post_id: uuid("post_id").notNull(),
    publish_at: timestamptz("publish_at").notNull(),
    job_id: text("job_id"),
    status: text("status", { enum: SCHEDULED_POST_STATUSES }).notNull().default("scheduled"),
    error: text("error"),
    scheduled_by: uuid("scheduled_by").references(() => authUsers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ name: "scheduled_posts_post_fkey", columns: [t.post_id, t.organization_id], foreignColumns: [blogPosts.id, blogPosts.organization_id] }).onDelete("cascade"),
    uniqueIndex("scheduled_posts_one_scheduled_idx").on(t.post_id).where(sql`status = 'scheduled'`),
    index("scheduled_posts_organization_idx").on(t.organization_id, t.status, t.publish_at),
  ],
);
