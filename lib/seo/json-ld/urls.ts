import { localizedPath } from "@/lib/i18n/paths";
import { siteMediaUrl } from "@/lib/media/site-url";
import type { SiteFacts } from "./types";

/** Nodes on other pages and blocks point at the organisation by this id instead of repeating it. */
export const organizationId = (origin: string) => `${origin}/#organization`;
export const websiteId = (origin: string) => `${origin}/#website`;

/** A public path in the page's language, absolute: the same address the page's canonical link gives. */
export function pageUrl(facts: SiteFacts, path: string): string {
  return `${facts.origin}${localizedPath(path, facts.locale, facts.defaultLocale)}`;
}

/**
 * A stored media address as search engines need it: absolute, in the site's short /media/ form for its own
 * files. Anything that is not http(s) once resolved (a data: URL) is left out.
 */
export function mediaUrl(facts: Pick<SiteFacts, "orgId" | "origin">, url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(siteMediaUrl(url, facts.orgId), `${facts.origin}/`);
    return absolute.protocol === "https:" || absolute.protocol === "http:" ? absolute.toString() : null;
  } catch {
    return null;
  }
}
