// A new site's name and the address made from it: `{slug}.{PLATFORM_DOMAIN}` (development: `{slug}.localhost`).

/** Subdomains the platform keeps for itself or that would mislead visitors. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "account", "admin", "api", "app", "assets", "auth", "billing", "blog", "cdn", "console", "dashboard", "docs", "help",
  "localhost", "login", "mail", "platform", "register", "root", "signup", "sitebuilder", "smtp", "static", "status",
  "storage", "support", "www",
]);

export const NAME_RESERVED_MESSAGE = "This address is reserved. Please choose another name.";
export const NAME_TAKEN_MESSAGE = "This address is already taken. Please choose another name.";
export const NAME_UNUSABLE_MESSAGE = "The name needs at least two letters or digits for the address.";

/** The address label of a site name: lowercase letters, digits and single dashes, at most 40 characters. */
export function siteSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** The public and the local host of a new site with this slug. */
export function siteHosts(slug: string, platformDomain: string | undefined): { host: string; localHost: string } {
  return { host: `${slug}.${platformDomain ?? "localhost"}`, localHost: `${slug}.localhost` };
}
