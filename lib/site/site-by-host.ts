import { cacheLife, cacheTag } from "next/cache";
import { normalizeHost } from "@/lib/tenancy/host";
import { loadSite } from "@/lib/tenancy/load-site";
import type { Site } from "@/lib/tenancy/site";
import { BUILD_SAMPLE_HOST } from "./build-params";
import { orgTag } from "./tags";

/** Revalidating this tag forgets every cached host lookup (e.g. after an organisation changes its domain). */
export const HOSTS_TAG = "hosts";

/**
 * The organisation behind the `[site]` segment (the request's host, as the host routing put it there),
 * cached and tagged with the organisation; an unknown host is remembered for minutes only.
 */
export async function getSiteByHost(segment: string): Promise<Site | null> {
  "use cache";
  cacheTag(HOSTS_TAG);
  const host = hostOfSegment(segment);
  if (host === BUILD_SAMPLE_HOST) return { id: "build-sample", defaultLocale: "en", locales: ["en"] };
  const site = host ? await loadSite(host) : null;
  if (site) cacheTag(orgTag(site.id));
  if (site) cacheLife("hours");
  else cacheLife("minutes");
  return site;
}

/** The normalised host name a `[site]` segment carries (decoded, in case the path encoded it). */
export function hostOfSegment(segment: string): string | null {
  try {
    return normalizeHost(decodeURIComponent(segment));
  } catch {
    return normalizeHost(segment);
  }
}

/**
 * The organisation's own address, for what the site hands out and others keep (robots.txt, sitemap.xml,
 * links in emails): built from its stored host names, never from the request's headers. `host` is the
 * normalised host the organisation was looked up by, so it equals one of its two stored names: the
 * public base_url (https) or, in development, base_url_local (http). A local address keeps the port
 * this server listens on, which `next start` and `next dev` put in PORT themselves; none when unset.
 */
export function siteOrigin(host: string | null, baseUrl: string, port: string | undefined = process.env.PORT): string {
  const publicHost = baseUrl.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, "");
  if (!host || host === publicHost) return `https://${publicHost}`;
  return `http://${host}${port && /^\d{1,5}$/.test(port) ? `:${port}` : ""}`;
}
