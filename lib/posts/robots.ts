/** Pages for people signed in or on their way to it (each also says noindex): no crawler needs them. */
export const PRIVATE_PAGES = ["/account", "/admin", "/login", "/register", "/reset-password", "/basket", "/meeting"] as const;
/** Whole trees of such pages. */
export const PRIVATE_TREES = ["/auth/", "/invite/"] as const;

/**
 * Disallow lines for a page, its subpages and its query strings, but not for a post whose slug starts the same
 * (`/basketball`): robots rules are prefixes, so the page's own path is anchored with `$` (RFC 9309 §2.2.3).
 * `/*` in front covers the page under every language prefix (`/es/login`).
 */
function disallow(rule: string): string[] {
  return [`Disallow: ${rule}`, `Disallow: /*${rule}`];
}

/** robots.txt: crawl everything public; keep crawlers out of account, sign-in and admin pages; name the sitemap. */
export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...PRIVATE_PAGES.flatMap((page) => [`${page}$`, `${page}?`, `${page}/`].flatMap(disallow)),
    ...PRIVATE_TREES.flatMap(disallow),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
