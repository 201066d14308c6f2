import "server-only";
import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ANALYTICS_DIMENSIONS, ANALYTICS_GRANULARITIES, DEVICE_CLASSES } from "@/lib/analytics/constants";
import { LOCALES } from "@/lib/i18n/locales";
import { timestamptz } from "./columns";
import { organizationId } from "./tenancy";

/** One page view, kept 30 days; written only by private.record_page_views (…_analytics.sql). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    organization_id: organizationId(),
    occurred_at: timestamptz("occurred_at").notNull().defaultNow(),
    visitor_hash: text("visitor_hash").notNull(),
    path: text("path").notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    referrer_host: text("referrer_host"),
    country: text("country"),
    device: text("device", { enum: DEVICE_CLASSES }).notNull(),
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
    post_slug: text("post_slug"),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.occurred_at, t.id] }),
    index("analytics_events_organization_idx").on(t.organization_id, t.occurred_at.desc()),
    index("analytics_events_visitor_idx").on(t.organization_id, t.visitor_hash, t.occurred_at),
  ],
);

/** Page views and visitors per UTC hour or day and per dimension value, kept 2 years; the Dashboard reads only these. */
export const analyticsRollups = pgTable(
  "analytics_rollups",
  {
    organization_id: organizationId(),
    granularity: text("granularity", { enum: ANALYTICS_GRANULARITIES }).notNull(),
    bucket: timestamptz("bucket").notNull(),
    dimension: text("dimension", { enum: ANALYTICS_DIMENSIONS }).notNull(),
    value: text("value").notNull(),
    pageviews: integer("pageviews").notNull(),
    visitors: integer("visitors").notNull(),
    /** Hour rows: visitors whose first view of the UTC day with this value fell in this hour (a day's visitors are their sum). */
    first_visitors: integer("first_visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.granularity, t.bucket, t.dimension, t.value] })],
);
