import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import { getOrganizationShell, listMenu, listPageSections } from "./queries";
import { orgTag, pageTag } from "./tags";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cached reads for public pages. They run as anon (RLS shows only published rows), never
 * read cookies, and are tagged `org-{id}`, so one revalidation refreshes every page of a site.
 */
async function cachedSiteShell(orgId: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return readAsVisitor(orgId, draft, async (db) => {
    const organization = await getOrganizationShell(db, { orgId });
    if (!organization) return null;
    // The footer's copyright year, read inside the cache: pages stay static and it refreshes with the shell.
    return { organization, menu: await listMenu(db, { orgId }), year: new Date().getFullYear() };
  });
}
export const getSiteShell = draftAware(cachedSiteShell);

async function cachedPageSections(orgId: string, urlPage: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return readAsVisitor(orgId, draft, (db) => listPageSections(db, { orgId, urlPage }));
}
export const getPageSections = draftAware(cachedPageSections);

