import "server-only";
import { asAnon } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findSiteByHost, findSiteById, type HostRow } from "./queries";
import type { Site } from "./site";

/** The organisation a (normalised) host belongs to, with its default and offered languages and where it redirects. */
export async function loadSite(host: string, env: Record<string, string | undefined> = process.env): Promise<Site | null> {
  const row = await asAnon((db) => findSiteByHost(db, { host }));
  if (!row) return null;
  const site = siteOf(row);
  const canonical = canonicalHost(row, host, !env.PLATFORM_DOMAIN);
  return canonical ? { ...site, canonicalOrigin: hostOrigin(canonical, !env.PLATFORM_DOMAIN, env.PORT) } : site;
}

/** The organisation with this id, as loadSite answers it (the console's routes on the platform host). */
export async function loadSiteById(id: string): Promise<Site | null> {
  const row = await asAnon((db) => findSiteById(db, { id }));
  return row && siteOf(row);
}

function siteOf(row: Pick<HostRow, "id" | "language" | "supported_locales">): Site {
  const locales = row.supported_locales.filter(isLocale);
  const defaultLocale: Locale = isLocale(row.language) ? row.language : (locales[0] ?? "en");
  return { id: row.id, defaultLocale, locales: locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales] };
}

/**
 * The host a request on `host` belongs on, or null when it is served where it is: the primary custom domain, or,
 * while none is primary, the platform address (any of its two names serves; a custom domain or an alias redirects
 * to the local one on a local platform, the public one otherwise).
 */
export function canonicalHost(row: Pick<HostRow, "matched" | "primary_host" | "base_url" | "base_url_local">, host: string, local: boolean): string | null {
  if (row.primary_host) return host === row.primary_host ? null : row.primary_host;
  if (row.matched === "platform") return null;
  return (local && row.base_url_local) || row.base_url;
}

/** A host's origin: https on a public platform (PLATFORM_DOMAIN set); http with the server's port on a local one. */
export function hostOrigin(host: string, local: boolean, port: string | undefined): string {
  if (!local) return `https://${host}`;
  return `http://${host}${port && /^\d{1,5}$/.test(port) ? `:${port}` : ""}`;
}
