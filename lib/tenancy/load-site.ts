import "server-only";
import { asAnon } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findSiteByHost, findSiteById } from "./queries";
import type { Site } from "./site";

/** The organisation a (normalised) host belongs to, with its default and offered languages. */
export async function loadSite(host: string): Promise<Site | null> {
  return siteOf(await asAnon((db) => findSiteByHost(db, { host })));
}

/** The organisation with this id, as loadSite answers it (the console's routes on the platform host). */
export async function loadSiteById(id: string): Promise<Site | null> {
  return siteOf(await asAnon((db) => findSiteById(db, { id })));
}

function siteOf(row: Awaited<ReturnType<typeof findSiteByHost>>): Site | null {
  if (!row) return null;
  const locales = row.supported_locales.filter(isLocale);
  const defaultLocale: Locale = isLocale(row.language) ? row.language : (locales[0] ?? "en");
  return { id: row.id, defaultLocale, locales: locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales] };
}
