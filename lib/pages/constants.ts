// Spec constants of the Create Page modal (001 §5, §9), defined once.
import { LOCALES } from "@/lib/model/enums";

/** Spec 001 §9: page description max 160, warning above 140. */
export const PAGE_DESCRIPTION_MAX = 160;
export const PAGE_DESCRIPTION_WARN_ABOVE = 140;
/** Spec 001 §9: redirect to the new page after 300 ms. */
export const NEW_PAGE_REDIRECT_MS = 300;
/** postCreateSchema's bound on organization_config.order. */
export const MAX_POST_ORDER = 10_000;

/**
 * Addresses a page cannot take: the site's own routes and the language prefixes (/es is Spanish, not a
 * page), and "home", the home page's sections (/home shows them).
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  "account", "admin", "api", "auth", "basket", "blog", "book", "home", "login", "media", "meeting", "register",
  "reset-password", "share-image", "sites", "storage", ...LOCALES,
];
