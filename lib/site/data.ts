import { cacheLife, cacheTag } from "next/cache";
import { asAnon } from "@/lib/db";
import { getOrganizationShell, listMenu, listPageSections } from "./queries";
import { orgTag, pageTag } from "./tags";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cached reads for public pages. They run as anon (RLS shows only published rows), never
 * read cookies, and are tagged `org-{id}`, so one revalidation refreshes every page of a site.
 */
export async function getSiteShell(orgId: string) {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return asAnon(async (db) => {
    const organization = await getOrganizationShell(db, { orgId });
    if (!organization) return null;
    // The footer's copyright year, read inside the cache: pages stay static and it refreshes with the shell.
    return { organization, menu: await listMenu(db, { orgId }), year: new Date().getFullYear() };
  });
}

export async function getPageSections(orgId: string, urlPage: string) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return asAnon((db) => listPageSections(db, { orgId, urlPage }));
}
