import "server-only";
import { expireTags } from "@/lib/cache/expire-tags";
import { HOSTS_TAG } from "@/lib/site/site-by-host";
import { orgTag } from "@/lib/site/tags";
import { clearSiteCache } from "@/lib/tenancy/resolve-site";

/**
 * After a site's addresses changed (created, a domain added, verified, made primary or removed): every host
 * lookup is made again, and the organisation's pages render afresh, so a removed domain stops serving at once
 * and every old address redirects to the new primary.
 */
export async function forgetHosts(orgId?: string): Promise<void> {
  clearSiteCache();
  await expireTags(orgId ? [HOSTS_TAG, orgTag(orgId)] : [HOSTS_TAG]);
}
