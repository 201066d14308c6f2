import { isLocale } from "@/lib/i18n/locales";
import { SITE_ROUTE_PREFIXES, SITE_ROUTES } from "./constants";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The site path a link leads to when it stays on the site ("/es/about?x#y" → "/about"): decoded, without query,
 * fragment, language prefix or trailing slash. Null for another site, a scheme (mailto:, tel:) or an anchor on the
 * same page, which the check does not follow.
 */
export function sitePathOf(href: string): string | null {
  const value = href.trim();
  if (!value.startsWith("/") || value.startsWith("//") || SCHEME.test(value)) return null;
  let path = value.split(/[?#]/)[0] ?? "";
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape is kept as written: it matches no page.
  }
  const segments = path.split("/").filter(Boolean);
  // Localized prefixes count: /es/about is /about in Spanish.
  if (segments.length > 0 && isLocale(segments[0])) segments.shift();
  return `/${segments.join("/")}`;
}

/** Whether a site path leads somewhere: a page or post of the site (`pages`), or one of the site's own routes. */
export function isSitePath(path: string, pages: ReadonlySet<string>): boolean {
  return pages.has(path) || SITE_ROUTES.has(path) || SITE_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
