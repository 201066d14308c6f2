import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { pickTranslation, type TranslationMap } from "@/lib/i18n/translation";
import { getPost, getSiteSeoData } from "@/lib/posts/data";
import { postConfigs } from "@/lib/posts/normalize";
import { HOME_PAGE } from "@/lib/sections/constants";
import { getPageContent, type PageItem } from "@/lib/sections/data";
import { homeDescription, sectionPageMetadata } from "@/lib/site/home-description";
import { nestedPagePath } from "@/lib/site/page-path";
import { getPageShare } from "./data";
import type { SeoSite, ShareOverrides } from "./page-metadata";

// What a public page says about itself, for its metadata and its share image alike: one reading of the cached,
// tag-invalidated data the page itself renders from. `draft` is the draft view's flag (pages pass their route's;
// the share image always shows the live site).

export interface PageSeo {
  /** The page's own title; null for the home page (the site's name). */
  title: string | null;
  description: string | null;
  /** The page's own image: a post's main photo, a page's hero image. */
  image: string | null;
  type: "website" | "article";
  publishedTime: string | null;
  overrides: ShareOverrides;
}

type PagePath = { kind: "home" } | { kind: "blog" } | { kind: "book" } | { kind: "single"; slug: string } | { kind: "nested"; urlPage: string };

/** A single segment as getPost takes it (letters, digits and hyphens, older posts' non-ASCII letters too). */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

/** Which kind of public page a path is (without its language prefix); null for one no page can have. */
function classify(path: string): PagePath | null {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return { kind: "home" };
  if (segments.length === 1) {
    const [slug] = segments;
    if (slug === "blog" || slug === "book") return { kind: slug };
    return SLUG.test(slug) ? { kind: "single", slug } : null;
  }
  const urlPage = nestedPagePath(segments);
  return urlPage ? { kind: "nested", urlPage } : null;
}

/** An override's text in `locale`, translated like every other text (its base text where it has no translation). */
const overrideText = (base: string | null, translations: TranslationMap, locale: Locale): string | null => pickTranslation(base, translations, locale).trim() || null;

async function layoutOverrides(site: SeoSite, urlPage: string, locale: Locale, draft: boolean): Promise<ShareOverrides> {
  const row = await getPageShare.cached(site.id, urlPage, draft);
  if (!row) return {};
  return {
    title: overrideText(row.seo_title, row.seo_title_translation, locale),
    description: overrideText(row.seo_description, row.seo_description_translation, locale),
    image: row.seo_image,
  };
}

const heroImage = (items: PageItem[]) => items.flatMap((item) => (item.kind === "hero" && item.hero.image ? [item.hero.image] : []))[0] ?? null;

const page = (fields: Partial<PageSeo>): PageSeo => ({ title: null, description: null, image: null, type: "website", publishedTime: null, overrides: {}, ...fields });

/** A page made of sections: what its first section says, its hero's image and its layout's overrides; null when empty. */
async function sectionsPage(site: SeoSite, urlPage: string, locale: Locale, draft: boolean): Promise<PageSeo | null> {
  const [{ items }, overrides] = await Promise.all([getPageContent.cached(site.id, urlPage, draft), layoutOverrides(site, urlPage, locale, draft)]);
  if (items.length === 0) return null;
  const { title, description } = sectionPageMetadata(items, locale);
  return page({ title: title ?? null, description: description ?? null, image: heroImage(items), overrides });
}

/** A post or page at /{slug}: the post wins where both exist (the page shows its sections above the post). */
async function singlePage(site: SeoSite, slug: string, locale: Locale, draft: boolean): Promise<PageSeo | null> {
  const post = await getPost.cached(site.id, slug, draft);
  if (!post) return sectionsPage(site, `/${slug}`, locale, draft);
  const layout = await layoutOverrides(site, `/${slug}`, locale, draft);
  return page({
    title: pickTranslation(post.title, post.title_translation, locale),
    description: pickTranslation(post.description, post.description_translation, locale) || null,
    image: postConfigs(post).mainPhoto,
    type: "article",
    publishedTime: post.created_on,
    overrides: {
      title: overrideText(post.seo_title, post.seo_title_translation, locale) || layout.title,
      description: overrideText(post.metadescription_for_page, post.metadescription_for_page_translation, locale) || layout.description,
      image: post.seo_image || layout.image,
    },
  });
}

/** The organisation as every page's metadata names it; null for an unknown organisation. */
export async function loadSeoSite(orgId: string, draft: boolean): Promise<SeoSite | null> {
  const seo = await getSiteSeoData.cached(orgId, draft);
  return seo && { id: orgId, name: seo.name, origin: seo.origin, defaultLocale: seo.defaultLocale, locales: seo.locales };
}

/** What the public page at `path` says about itself in `locale`; null when no page is there (a 404). */
export async function resolvePageSeo(site: SeoSite, path: string, locale: Locale, draft: boolean): Promise<PageSeo | null> {
  const target = classify(path);
  if (!target) return null;
  const messages = messagesByLocale[locale];
  switch (target.kind) {
    case "home": {
      const [{ items }, overrides] = await Promise.all([getPageContent.cached(site.id, HOME_PAGE, draft), layoutOverrides(site, HOME_PAGE, locale, draft)]);
      return page({ description: homeDescription(items, locale), image: heroImage(items), overrides });
    }
    case "blog": {
      const t = createTranslator({ locale, messages, namespace: "Posts" });
      return page({ title: t("blogTitle"), description: t("blogDescription", { site: site.name }), overrides: await layoutOverrides(site, "/blog", locale, draft) });
    }
    case "book": {
      const t = createTranslator({ locale, messages, namespace: "Meetings.book" });
      return page({ title: t("title"), description: t("subtitle"), overrides: await layoutOverrides(site, "/book", locale, draft) });
    }
    case "single":
      return singlePage(site, target.slug, locale, draft);
    case "nested":
      return sectionsPage(site, target.urlPage, locale, draft);
  }
}

/** The 404 page's own texts, in its language. */
export function notFoundTexts(locale: Locale): { title: string; description: string } {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "NotFound" });
  return { title: t("title"), description: t("description") };
}
