import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import { orgTag, pageTag } from "@/lib/site/tags";
import { getBrandSettings } from "@/lib/brand/queries";
import { findPageShare } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page's share overrides, cached under `org-{id}` and its page's tag: a save of its layout refreshes them. */
async function cachedPageShare(orgId: string, urlPage: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return readAsVisitor(orgId, draft, (db) => findPageShare(db, { orgId, urlPage }));
}
export const getPageShare = draftAware(cachedPageShare);

/** The organisation's name, logo and colour for its share images, cached under `org-{id}`. */
async function cachedShareBrand(orgId: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return readAsVisitor(orgId, draft, (db) => getBrandSettings(db, { orgId }));
}
export const getShareBrand = draftAware(cachedShareBrand);
