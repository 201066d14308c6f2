import "server-only";
import { sql } from "drizzle-orm";
import { boolean, foreignKey, integer, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, MEDIA_KINDS, PLAN_INTERVALS } from "@/lib/model/enums";
import { createdAt, primaryId, timestamps, versioned, timestamptz, translation } from "./columns";
import { authUsers, organizationId } from "./tenancy";

export const cookieCategories = pgTable(
  "cookie_categories",
  {
    id: primaryId(),
    organization_id: organizationId(),
    name: text("name").notNull(),
    name_translation: translation("name_translation"),
    description: text("description"),
    description_translation: translation("description_translation"),
    order: integer("order").notNull().default(0),
    /** The essential category (name compared case-insensitively) is locked on. */
    is_essential: boolean("is_essential")
      .notNull()
      .generatedAlwaysAs(sql`lower(name) = 'essential'`),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("cookie_categories_id_organization_key").on(t.id, t.organization_id)],
);

export const cookieServices = pgTable(
  "cookie_services",
  {
    id: primaryId(),
    organization_id: organizationId(),
    category_id: uuid("category_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    description_translation: translation("description_translation"),
    active: boolean("active").notNull().default(true),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    foreignKey({
      columns: [t.category_id, t.organization_id],
      foreignColumns: [cookieCategories.id, cookieCategories.organization_id],
    }).onDelete("cascade"),
  ],
);

/** Append-only: one row per consent choice; visitors who have not signed in have user_id null. */
export const cookieConsentRecords = pgTable("cookie_consent_records", {
  id: primaryId(),
  organization_id: organizationId(),
  consent_given: boolean("consent_given").notNull(),
  services: uuid("services").array().notNull().default([]),
  user_id: uuid("user_id").references(() => authUsers.id, { onDelete: "set null" }),
  visitor_id: uuid("visitor_id"),
  created_at: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: primaryId(),
    organization_id: organizationId(),
    name: text("name").notNull(),
    name_translation: translation("name_translation"),
    slug: text("slug"),
    description: text("description"),
    description_translation: translation("description_translation"),
    image: text("image"),
    order: integer("order").notNull().default(0),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    unique("products_id_organization_key").on(t.id, t.organization_id),
    unique("products_organization_slug_key").on(t.organization_id, t.slug),
  ],
);

export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: primaryId(),
    organization_id: organizationId(),
    /** Deleting the product detaches the plan (SQL: on delete set null (product_id)). */
    product_id: uuid("product_id"),
    name: text("name").notNull(),
    name_translation: translation("name_translation"),
    description: text("description"),
    description_translation: translation("description_translation"),
    /** Minor units (cents). */
    price: integer("price").notNull(),
    is_promotion: boolean("is_promotion").notNull().default(false),
    promotion_price: integer("promotion_price"),
    currency_symbol: text("currency_symbol").notNull().default("$"),
    /** Null for a one-off purchase. */
    recurring_interval: text("recurring_interval", { enum: PLAN_INTERVALS }),
    order: integer("order").notNull().default(0),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    unique("pricing_plans_id_organization_key").on(t.id, t.organization_id),
    foreignKey({ columns: [t.product_id, t.organization_id], foreignColumns: [products.id, products.organization_id] }),
  ],
);

export const features = pgTable("features", {
  id: primaryId(),
  organization_id: organizationId(),
  name: text("name").notNull(),
  name_translation: translation("name_translation"),
  description: text("description"),
  description_translation: translation("description_translation"),
  icon_name: text("icon_name"),
  order: integer("order").notNull().default(0),
  ...timestamps(),
  ...versioned(),
});

export const faqs = pgTable("faqs", {
  id: primaryId(),
  organization_id: organizationId(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  question_translation: translation("question_translation"),
  answer_translation: translation("answer_translation"),
  order: integer("order").notNull().default(0),
  ...timestamps(),
  ...versioned(),
});

export const meetingTypes = pgTable(
  "meeting_types",
  {
    id: primaryId(),
    organization_id: organizationId(),
    name: text("name").notNull(),
    name_translation: translation("name_translation"),
    description: text("description"),
    description_translation: translation("description_translation"),
    duration_minutes: integer("duration_minutes").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("meeting_types_id_organization_key").on(t.id, t.organization_id)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: primaryId(),
    organization_id: organizationId(),
    meeting_type_id: uuid("meeting_type_id").notNull(),
    title: text("title").notNull(),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email"),
    customer_user_id: uuid("customer_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    host_user_id: uuid("host_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    scheduled_at: timestamptz("scheduled_at").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    waiting_since: timestamptz("waiting_since"),
    /** SHA-256 (hex) of the guest link's token; the token itself is never stored. */
    guest_token_hash: text("guest_token_hash").unique(),
    /** The client's key for one booking request: a retry returns the first booking. */
    idempotency_key: text("idempotency_key"),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      columns: [t.meeting_type_id, t.organization_id],
      foreignColumns: [meetingTypes.id, meetingTypes.organization_id],
    }),
    unique("bookings_organization_idempotency_key").on(t.organization_id, t.idempotency_key),
    // One live booking per start time; cancelled bookings free their slot.
    uniqueIndex("bookings_slot_key").on(t.organization_id, t.scheduled_at).where(sql`status <> 'cancelled'`),
  ],
);

export const media = pgTable("media", {
  id: primaryId(),
  organization_id: organizationId(),
  kind: text("kind", { enum: MEDIA_KINDS }).notNull().default("image"),
  url: text("url").notNull(),
  alt: text("alt"),
  title: text("title"),
  ...timestamps(),
  ...versioned(),
});

export const basketItems = pgTable(
  "basket_items",
  {
    id: primaryId(),
    organization_id: organizationId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    pricing_plan_id: uuid("pricing_plan_id").notNull(),
    quantity: integer("quantity").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    unique("basket_items_user_plan_key").on(t.user_id, t.pricing_plan_id),
    foreignKey({
      columns: [t.pricing_plan_id, t.organization_id],
      foreignColumns: [pricingPlans.id, pricingPlans.organization_id],
    }).onDelete("cascade"),
  ],
);
