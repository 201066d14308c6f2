import { asAnon } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findSiteByHost } from "./queries";
import type { Site } from "./site";

const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

interface Entry {
  site: Site | null;
  expires: number;
}

const cache = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Site | null>>();

async function load(host: string): Promise<Site | null> {
  const row = await asAnon((db) => findSiteByHost(db, { host }));
  if (!row) return null;
  const locales = row.supported_locales.filter(isLocale);
  const defaultLocale: Locale = isLocale(row.language) ? row.language : (locales[0] ?? "en");
  return { id: row.id, defaultLocale, locales: locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales] };
}

/**
 * The organisation behind a host, from memory for a minute (a few microseconds per request).
 * While the database is down a host already known keeps being served from the stale entry.
 */
export async function resolveSite(host: string): Promise<Site | null> {
  const now = Date.now();
  const cached = cache.get(host);
  if (cached && cached.expires > now) return cached.site;

  let pending = inFlight.get(host);
  if (!pending) {
    pending = load(host).finally(() => inFlight.delete(host));
    inFlight.set(host, pending);
  }
  try {
    const site = await pending;
    const oldest = cache.keys().next();
    if (cache.size >= MAX_ENTRIES && !oldest.done) cache.delete(oldest.value);
    cache.set(host, { site, expires: now + (site ? FOUND_TTL_MS : MISSING_TTL_MS) });
    return site;
  } catch (error) {
    if (cached?.site) return cached.site;
    throw error;
  }
}

/** Forget cached hosts, e.g. after an organisation changes its domain or languages. */
export function clearSiteCache(): void {
  cache.clear();
}
