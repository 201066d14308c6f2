import type { Locale } from "@/lib/i18n/locales";
import type { Site } from "@/lib/tenancy/site";
import type { DeviceClass } from "../constants";
import { countryFromAcceptLanguage, referrerHost } from "./request-signals";
import type { PageViewBeacon } from "./schema";

/** A row of analytics_events as private.record_page_views takes it. */
export interface PageViewRow {
  organization_id: string;
  occurred_at: string;
  visitor_hash: string;
  path: string;
  language: Locale;
  referrer_host: string | null;
  country: string | null;
  device: DeviceClass;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  post_slug: string | null;
}

/** The page's path without its language prefix (the default language has none) nor a trailing slash. */
export function unprefixedPath(path: string, lang: Locale, defaultLocale: Locale): string {
  const prefix = `/${lang}`;
  let bare = path;
  if (lang !== defaultLocale && (path === prefix || path.startsWith(`${prefix}/`))) bare = path.slice(prefix.length) || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

/** The site's own admin pages are the counting's audience, not its subject. */
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The row a beacon's page view becomes, or null when it is not one of the site's pages (a language the site does
 * not offer, an admin page). The time is the server's: a visitor's clock decides nothing.
 */
export function toPageView({
  beacon,
  site,
  visitorHash,
  ownHost,
  acceptLanguage,
  now,
}: {
  beacon: PageViewBeacon;
  site: Pick<Site, "id" | "defaultLocale" | "locales">;
  visitorHash: string;
  ownHost: string | null;
  acceptLanguage: string | null;
  now: Date;
}): PageViewRow | null {
  if (!site.locales.includes(beacon.lang)) return null;
  const path = unprefixedPath(beacon.path, beacon.lang, site.defaultLocale);
  if (isAdminPath(path)) return null;
  return {
    organization_id: site.id,
    occurred_at: now.toISOString(),
    visitor_hash: visitorHash,
    path,
    language: beacon.lang,
    referrer_host: referrerHost(beacon.referrer, ownHost),
    country: countryFromAcceptLanguage(acceptLanguage),
    device: beacon.screen,
    utm_source: beacon.utm_source ?? null,
    utm_medium: beacon.utm_medium ?? null,
    utm_campaign: beacon.utm_campaign ?? null,
    post_slug: beacon.post_slug ?? null,
  };
}
