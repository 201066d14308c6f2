// The Global Settings contract (spec 001 §2.7, §7): what GET /api/organizations/{orgId} answers, what its
// PUT takes, and the tabs that edit it. Shared by the route handlers (lib/organizations/*) and the modal
// (components/editors/settings/*).
import type {
  banners,
  blogPosts,
  cookieCategories,
  cookieConsentRecords,
  cookieServices,
  faqs,
  features,
  heroes,
  meetingTypes,
  menuItems,
  organizations,
  pricingPlans,
  products,
  settings,
  submenuItems,
} from "@/lib/db/schema";

/** The tab ids, in the modal's order (spec 001 §2.7); also the `{section}` of the sections route. */
export const SETTINGS_SECTIONS = [
  "general",
  "hero",
  "products",
  "features",
  "faqs",
  "banners",
  "menu",
  "blog",
  "cookies",
  "meeting_types",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** How the tabs are grouped in the modal (spec 001 §2.7). */
export const SETTINGS_GROUPS = {
  general: ["general"],
  content: ["hero", "products", "features", "faqs"],
  layout: ["banners", "menu", "blog"],
  consent: ["cookies"],
  meetings: ["meeting_types"],
} as const satisfies Record<string, readonly SettingsSection[]>;

/** A new list item's id until it is saved: "new-" and anything unique. References may use it too. */
export const NEW_ID_PREFIX = "new-";
export const isNewId = (id: string) => id.startsWith(NEW_ID_PREFIX);
export const newId = () => `${NEW_ID_PREFIX}${crypto.randomUUID()}`;

export type SettingsRow = typeof settings.$inferSelect;
export type HeroRow = typeof heroes.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type SubmenuItemRow = typeof submenuItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PricingPlanRow = typeof pricingPlans.$inferSelect;
export type FeatureRow = typeof features.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type CookieCategoryRow = typeof cookieCategories.$inferSelect;
export type CookieServiceRow = typeof cookieServices.$inferSelect;
export type CookieConsentRecordRow = typeof cookieConsentRecords.$inferSelect;
export type MeetingTypeRow = typeof meetingTypes.$inferSelect;

/** What the Blog tab shows and changes of a post: which posts show on the blog and the home page, in order. */
export type BlogPostListing = Pick<
  typeof blogPosts.$inferSelect,
  "id" | "version" | "slug" | "title" | "title_translation" | "display_config" | "organization_config" | "created_on"
>;

export type OrganizationSummary = Pick<typeof organizations.$inferSelect, "id" | "name" | "base_url" | "base_url_local" | "type" | "version">;

/**
 * GET /api/organizations/{orgId}: every row as stored (snake_case columns, with `version`), lists ordered by
 * their `order` column (then created_at). `website_hero` is the hero of the home page ("/"), null if none.
 */
export interface OrganizationData {
  organization: OrganizationSummary;
  settings: SettingsRow;
  website_hero: HeroRow | null;
  menu_items: MenuItemRow[];
  submenu_items: SubmenuItemRow[];
  blog_posts: BlogPostListing[];
  products: ProductRow[];
  pricing_plans: PricingPlanRow[];
  features: FeatureRow[];
  faqs: FaqRow[];
  banners: BannerRow[];
  cookie_categories: CookieCategoryRow[];
  cookie_services: CookieServiceRow[];
  /** The newest 200 consent choices, newest first (read-only). */
  cookie_consent_records: CookieConsentRecordRow[];
  meeting_types: MeetingTypeRow[];
  /**
   * When this was read (the database's clock). PUT sends it back: a row created after it (by another admin
   * meanwhile) is not in the editor's list, and is kept rather than taken for one the admin removed.
   */
  loaded_at: string;
}

/** The keys of OrganizationData each tab shows; GET /api/organizations/{orgId}/sections/{section} answers these. */
export const SECTION_KEYS = {
  general: ["organization", "settings"],
  hero: ["website_hero"],
  products: ["products", "pricing_plans"],
  features: ["features"],
  faqs: ["faqs"],
  banners: ["banners"],
  menu: ["menu_items", "submenu_items"],
  blog: ["blog_posts"],
  cookies: ["cookie_categories", "cookie_services", "cookie_consent_records"],
  meeting_types: ["meeting_types"],
} as const satisfies Record<SettingsSection, readonly (keyof OrganizationData)[]>;

/** The lists PUT replaces as a whole when present: ids kept are updated, new ids created, absent ones deleted. */
export const REPLACED_LISTS = [
  "menu_items",
  "submenu_items",
  "products",
  "pricing_plans",
  "features",
  "faqs",
  "banners",
  "cookie_categories",
  "cookie_services",
  "meeting_types",
] as const;
export type ReplacedList = (typeof REPLACED_LISTS)[number];

/**
 * PUT /api/organizations/{orgId} (Bearer token, admins of that organisation). Every key is optional: only
 * what is present is saved, all of it in one transaction. Each existing row carries the `version` it was
 * read at (a stale one: 412 naming the list and id, with the current row). Rows are sent as the GET answered
 * them; columns an editor may not write (organization_id, timestamps, generated ones) are ignored.
 * - organization: its `type` (General tab), with `version`; the other fields are not written here.
 * - settings: the flat settings (no lists, no hero fields), with `version`.
 * - REPLACED_LISTS: the whole list; a row with a NEW_ID_PREFIX id is created (and other new rows may refer
 *   to it: submenu_items.menu_item_id, pricing_plans.product_id, cookie_services.category_id); a stored row
 *   missing from the list is deleted; `order` is taken as sent.
 * - blog_posts: only display_config (display flags) and organization_config.order of the posts sent change;
 *   nothing is created or deleted.
 * - website_hero: only from the hero tab; the home hero's fields.
 * - loaded_at: as GET answered it; stored rows created after it are never deleted for being absent.
 * The answer is the whole OrganizationData as it now stands (200).
 */
export type OrganizationUpdate = Partial<
  Pick<OrganizationData, ReplacedList | "blog_posts" | "website_hero" | "loaded_at" | "organization"> & { settings: SettingsRow }
>;
