import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { orgTag, pageTag } from "@/lib/site/tags";
import { latestDate } from "@/lib/feeds/dates";
import { findPostBySlug, getSiteSeo, listLayoutPages, listPublishedPosts } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

/** One published post or page, cached under `org-{id}` and `org-{id}:page:/{slug}`. */
async function cachedPost(orgId: string, slug: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, `/${slug}`));
  cacheLife("hours");
  if (!UUID.test(orgId) || !SLUG.test(slug)) return null;
  return readAsVisitor(orgId, draft, (db) => findPostBySlug(db, { orgId, slug }));
}
export const getPost = draftAware(cachedPost);

/** Every published post without content, newest first (blog index, sitemap). */
async function cachedPublishedPosts(orgId: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, "/blog"));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return readAsVisitor(orgId, draft, (db) => listPublishedPosts(db, { orgId }));
}
export const getPublishedPosts = draftAware(cachedPublishedPosts);

export interface SiteSeo {
  name: string;
  /** https://{base_url}, the organisation's public address. */
  origin: string | null;
  defaultLocale: Locale;
  locales: Locale[];
  /** Every path with sections laid out, and when they last changed. */
  layoutPages: { path: string; lastModified?: string }[];
}

/** The organisation's public address and languages, for canonical and hreflang links and the sitemap. */
async function cachedSiteSeoData(orgId: string, draft: boolean): Promise<SiteSeo | null> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return readAsVisitor(orgId, draft, async (db) => {
    const row = await getSiteSeo(db, { orgId });
    if (!row) return null;
    const defaultLocale = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
    const locales = [defaultLocale, ...(row.supported_locales ?? []).filter((locale) => locale !== defaultLocale)];
    return {
      name: row.site || row.name,
      origin: row.base_url ? `https://${row.base_url.replace(/^https?:\/\//, "").replace(/\/+$/, "")}` : null,
      defaultLocale,
      locales,
      layoutPages: (await listLayoutPages(db, { orgId })).map(({ path, updatedAt }) => ({ path, lastModified: latestDate(...updatedAt) })),
    };
  });
}
export const getSiteSeoData = draftAware(cachedSiteSeoData);

