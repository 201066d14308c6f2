import "server-only";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgSchema, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { LOCALES, ORGANIZATION_TYPES, MEMBERSHIP_ROLES, TEAM_EVENT_ACTIONS } from "@/lib/model/enums";
import type { FooterStyle, HeaderStyle } from "@/lib/model/json-types";
import { primaryId, timestamps, timestamptz, versioned } from "./columns";

/** Supabase's auth.users, reduced to what public tables reference. Not part of the public schema. */
export const authUsers = pgSchema("auth").table("users", {
  id: uuid("id").primaryKey(),
  email: text("email"),
});

export const organizations = pgTable("organizations", {
  id: primaryId(),
  name: text("name").notNull(),
  /** Host name only, lowercased (e.g. www.northwind.example). */
  base_url: text("base_url").notNull().unique(),
  base_url_local: text("base_url_local").unique(),
  type: text("type", { enum: ORGANIZATION_TYPES }).notNull().default("services"),
  ...timestamps(),
  ...versioned(),
});

/** The tenant column of every table below: rows disappear with their organisation. */
export const organizationId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export const settings = pgTable("settings", {
  organization_id: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  site: text("site"),
  language: text("language", { enum: LOCALES }).notNull().default("en"),
  supported_locales: text("supported_locales", { enum: LOCALES })
    .array()
    .notNull()
    .default(sql`'{en}'`),
  image: text("image"),
  image_for_privacy_settings: text("image_for_privacy_settings"),
  /** The favicon's and app icons' source, a media library address (lib/brand); null draws one from the initials. */
  icon: text("icon"),
  with_language_switch: boolean("with_language_switch").notNull().default(false),
  header_style: jsonb("header_style").$type<HeaderStyle>().notNull().default({}),
  footer_style: jsonb("footer_style").$type<FooterStyle>().notNull().default({}),
  primary_color: text("primary_color").notNull().default("sky"),
  primary_shade: integer("primary_shade").notNull().default(600),
  secondary_color: text("secondary_color").notNull().default("gray"),
  secondary_shade: integer("secondary_shade").notNull().default(500),
  font_family: text("font_family").notNull().default("Inter"),
  /** Whether the site counts its page views (issue 43; …_analytics.sql). */
  analytics_enabled: boolean("analytics_enabled").notNull().default(true),
  ...timestamps(),
  ...versioned(),
});

export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  username: text("username"),
  full_name: text("full_name"),
  email: text("email"),
  ...timestamps(),
});

/** A person's role on one site; a person has any number of them (supabase/migrations/…_memberships.sql). */
export const memberships = pgTable(
  "memberships",
  {
    organization_id: organizationId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull().default("customer"),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.organization_id, table.user_id] }), index("memberships_user_id_idx").on(table.user_id)],
);

/** An invitation to a site's team; the link's token is stored as its SHA-256 only (…_invitations.sql). */
export const invitations = pgTable("invitations", {
  id: primaryId(),
  organization_id: organizationId(),
  email: text("email").notNull(),
  role: text("role", { enum: ["owner", "admin", "editor"] }).notNull(),
  token_hash: text("token_hash").notNull().unique(),
  invited_by: uuid("invited_by").references(() => authUsers.id, { onDelete: "set null" }),
  expires_at: timestamptz("expires_at").notNull().default(sql`now() + interval '7 days'`),
  accepted_at: timestamptz("accepted_at"),
  accepted_by: uuid("accepted_by").references(() => authUsers.id, { onDelete: "set null" }),
  revoked_at: timestamptz("revoked_at"),
  ...timestamps(),
});

/** The team's audit log, written by triggers only (…_team_events.sql). */
export const teamEvents = pgTable("team_events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  organization_id: organizationId(),
  actor_id: uuid("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
  action: text("action", { enum: TEAM_EVENT_ACTIONS }).notNull(),
  subject: text("subject").notNull(),
  role: text("role", { enum: MEMBERSHIP_ROLES }),
  previous_role: text("previous_role", { enum: MEMBERSHIP_ROLES }),
  created_at: timestamptz("created_at").notNull().defaultNow(),
});

/** Custom domains (…_domains.sql): verified and made primary only through private.verify_domain / set_primary_domain. */
export const domains = pgTable("domains", {
  id: primaryId(),
  organization_id: organizationId(),
  hostname: text("hostname").notNull(),
  verification_token: text("verification_token").notNull(),
  verified_at: timestamptz("verified_at"),
  is_primary: boolean("is_primary").notNull().default(false),
  created_by: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
  ...timestamps(),
});
