import "server-only";
import { boolean, foreignKey, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES } from "@/lib/model/enums";
import type { BannerContent, ReactIcon } from "@/lib/model/json-types";
import { primaryId, timestamps, versioned, timestamptz, translation } from "./columns";
import { authUsers, organizationId } from "./tenancy";

export const menuItems = pgTable(
  "menu_items",
  {
    id: primaryId(),
    organization_id: organizationId(),
    display_name: text("display_name").notNull(),
    display_name_translation: translation("display_name_translation"),
    url_name: text("url_name"),
    description: text("description"),
    description_translation: translation("description_translation"),
    image: text("image"),
    icon_name: text("icon_name"),
    react_icon_id: text("react_icon_id"),
    /** An object or a list of objects carrying icon_name (both forms occur). */
    react_icons: jsonb("react_icons").$type<ReactIcon | ReactIcon[]>(),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    is_displayed_on_footer: boolean("is_displayed_on_footer").notNull().default(false),
    menu_items_are_text: boolean("menu_items_are_text").notNull().default(false),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("menu_items_id_organization_key").on(t.id, t.organization_id)],
);

export const submenuItems = pgTable(
  "submenu_items",
  {
    id: primaryId(),
    organization_id: organizationId(),
    menu_item_id: uuid("menu_item_id").notNull(),
    name: text("name").notNull(),
    name_translation: translation("name_translation"),
    description: text("description"),
    description_translation: translation("description_translation"),
    url_name: text("url_name"),
    image: text("image"),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    foreignKey({
      columns: [t.menu_item_id, t.organization_id],
      foreignColumns: [menuItems.id, menuItems.organization_id],
    }).onDelete("cascade"),
  ],
);

export const banners = pgTable(
  "banners",
  {
    id: primaryId(),
    organization_id: organizationId(),
    position: text("position", { enum: BANNER_POSITIONS }).notNull().default("top"),
    /** permanent: always shown; closed: the visitor may dismiss it for dismissal_duration. */
    type: text("type", { enum: BANNER_TYPES }).notNull().default("permanent"),
    is_enabled: boolean("is_enabled").notNull().default(true),
    content: jsonb("content").$type<BannerContent>().notNull().default({}),
    text_translation: translation("text_translation"),
    landing_content: text("landing_content"),
    /** Free text such as '3 days'. */
    dismissal_duration: text("dismissal_duration"),
    /** Empty means every page. */
    page_paths: text("page_paths").array().notNull().default([]),
    is_fixed_above_navbar: boolean("is_fixed_above_navbar").notNull().default(false),
    end_date_promotion: timestamptz("end_date_promotion"),
    end_date_promotion_is_displayed: boolean("end_date_promotion_is_displayed").notNull().default(false),
    /** Null disables expansion. */
    open_state: text("open_state", { enum: BANNER_OPEN_STATES }),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("banners_id_organization_key").on(t.id, t.organization_id)],
);

export const bannerDismissals = pgTable(
  "banner_dismissals",
  {
    id: primaryId(),
    organization_id: organizationId(),
    banner_id: uuid("banner_id").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    dismissed_until: timestamptz("dismissed_until").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("banner_dismissals_banner_user_key").on(t.banner_id, t.user_id),
    foreignKey({
      columns: [t.banner_id, t.organization_id],
      foreignColumns: [banners.id, banners.organization_id],
    }).onDelete("cascade"),
  ],
);
