import { loadSite } from "./load-site";
import type { Site } from "./site";

const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

interface Entry {
  site: Site | null;
  expires: number;
}

// On globalThis: the self-hosted server's bundle (server/beacon.ts) and Next's read and clear the same entries.
const globalForHosts = globalThis as typeof globalThis & { __siteHosts?: { cache: Map<string, Entry>; inFlight: Map<string, Promise<Site | null>> } };
globalForHosts.__siteHosts ??= { cache: new Map(), inFlight: new Map() };
const { cache, inFlight } = globalForHosts.__siteHosts;

/**
 * The organisation behind a host for the API's route handlers, from memory for a minute.
 * While the database is down a host already known keeps being served from the stale entry.
 */
export async function resolveSite(host: string): Promise<Site | null> {
  const now = Date.now();
  const cached = cache.get(host);
  if (cached && cached.expires > now) return cached.site;

  let pending = inFlight.get(host);
  if (!pending) {
    pending = loadSite(host).finally(() => inFlight.delete(host));
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
