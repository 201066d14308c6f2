import { cacheLife, cacheTag } from "next/cache";
import { normalizeHost } from "@/lib/tenancy/host";
import { loadSite } from "@/lib/tenancy/load-site";
import type { Site } from "@/lib/tenancy/site";
import { BUILD_SAMPLE_HOST } from "./build-params";
import { orgTag } from "./tags";

/** Revalidating this tag forgets every cached host lookup (e.g. after an organisation changes its domain). */
const HOSTS_TAG = "hosts";

/**
 * The organisation behind the `[site]` segment (the request's host, as the rewrites put it there),
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
