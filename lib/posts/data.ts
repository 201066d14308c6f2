import { cacheLife, cacheTag } from "next/cache";
import { asAnon } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { orgTag, pageTag } from "@/lib/site/tags";
import { findPostBySlug, getSiteSeo, listLayoutPaths, listPublishedPosts } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

/** One published post or page, cached under `org-{id}` and `org-{id}:page:/{slug}`. */
export async function getPost(orgId: string, slug: string) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, `/${slug}`));
  cacheLife("hours");
  if (!UUID.test(orgId) || !SLUG.test(slug)) return null;
  return asAnon((db) => findPostBySlug(db, { orgId, slug }));
}

/** Every published post without content, newest first (blog index, sitemap). */
export async function getPublishedPosts(orgId: string) {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, "/blog"));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return asAnon((db) => listPublishedPosts(db, { orgId }));
}

export interface SiteSeo {
  name: string;
  /** https://{base_url}, the organisation's public address. */
  origin: string | null;
  defaultLocale: Locale;
  locales: Locale[];
  layoutPaths: string[];
}

/** The organisation's public address and languages, for canonical and hreflang links and the sitemap. */
export async function getSiteSeoData(orgId: string): Promise<SiteSeo | null> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  return asAnon(async (db) => {
    const row = await getSiteSeo(db, { orgId });
    if (!row) return null;
    const defaultLocale = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
    const locales = [defaultLocale, ...(row.supported_locales ?? []).filter((locale) => locale !== defaultLocale)];
    return {
      name: row.site || row.name,
      origin: row.base_url ? `https://${row.base_url.replace(/^https?:\/\//, "").replace(/\/+$/, "")}` : null,
      defaultLocale,
      locales,
      layoutPaths: await listLayoutPaths(db, { orgId }),
    };
  });
}
