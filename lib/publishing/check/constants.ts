// The pre-publish check (issue 40): what a careful editor would catch before a change set goes live, defined once.

/** Recommended length of a page's SEO title (its title), in characters. */
export const SEO_TITLE_LENGTH = { min: 30, max: 60 } as const;
/** Recommended length of a page's meta description (metadescription_for_page, else its description), in characters. */
export const SEO_DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** An admin's reason to publish despite errors: 1 to this many characters. */
export const OVERRIDE_REASON_MAX = 500;

export const CHECK_FAILED_MESSAGE = "The check before publishing found errors. Fix them, or an admin can publish anyway with a reason.";

/**
 * The site's own public routes (app/sites/[site]/[locale]): a same-site link to one of them, or under one of
 * the prefixes, leads somewhere even though no page or post has that path.
 */
export const SITE_ROUTES: ReadonlySet<string> = new Set([
  "/", "/account", "/account/profile", "/account/profile/tickets", "/admin", "/admin/ai/management", "/admin/media",
  "/admin/meetings", "/basket", "/blog", "/book", "/login", "/meeting", "/register", "/reset-password", "/robots.txt",
  "/sitemap.xml", "/feed.xml", "/atom.xml",
]);
export const SITE_ROUTE_PREFIXES: readonly string[] = ["/api/", "/auth/", "/invite/", "/media/", "/storage/"];

/** Template section types whose body is the section's metric cards: with none, title and text are all it shows. */
export const CARD_SECTION_TYPES: readonly string[] = ["general", "reviews", "real_estate", "brand"];

/** The entities the check reads: the content visitors see on a page, and the menus and banners around it. */
export const CHECKED_ENTITIES = ["post", "template_section", "heading_section", "hero", "metric", "menu_item", "submenu_item", "banner"] as const;
export type CheckedEntity = (typeof CHECKED_ENTITIES)[number];
