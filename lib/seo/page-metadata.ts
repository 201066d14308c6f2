import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { siteMediaUrl } from "@/lib/media/site-url";
import { feedAlternates } from "@/lib/feeds/links";
import { alternateUrls } from "@/lib/posts/seo";
import { OG_LOCALES, SEO_DESCRIPTION_MAX, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_PATH, SHARE_IMAGE_WIDTH } from "./constants";
import { clipText } from "./text";

/** What every page's metadata needs to know about the organisation (getSiteSeoData, plus its id). */
export interface SeoSite {
  /** The organisation's id: its own media files are linked by their short /media/ address. */
  id: string;
  name: string;
  /** https://{base_url}; null when the site has no public address yet (links stay relative then). */
  origin: string | null;
  defaultLocale: Locale;
  locales: readonly Locale[];
}

/** What an admin set for a page's search results and share cards; each wins over the page's own text or image. */
export interface ShareOverrides {
  title?: string | null;
  description?: string | null;
  image?: string | null;
}

export interface PageMetadataInput {
  site: SeoSite;
  /** The page's public path without language prefix: "/", "/about", "/services/strategy". */
  path: string;
  locale: Locale;
  /** The page's own title; none for the home page, whose title is the site's name. */
  title?: string | null;
  description?: string | null;
  /** The page's own image (a post's main photo, a page's hero image); otherwise the generated share image. */
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string | null;
  overrides?: ShareOverrides;
  /** The 404 page: it names no canonical address and no other languages, and shares the site's own image. */
  notFound?: boolean;
}

const present = (text: string | null | undefined): string | null => (text && text.trim() ? text.trim() : null);

/** The site's address of a page's share image in `locale` (home: /share-image). */
export function shareImagePath(path: string, locale: Locale, defaultLocale: Locale): string {
  return localizedPath(`${SHARE_IMAGE_PATH}${path === "/" ? "" : path}`, locale, defaultLocale);
}

/** An image address crawlers can load: the organisation's own files by their /media/ address on its host. */
function absoluteImage(url: string | null, site: SeoSite): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const own = siteMediaUrl(url, site.id);
  return site.origin ? `${site.origin}${own}` : own;
}

/**
 * The one metadata builder of the public pages: title, description, canonical and hreflang links (x-default
 * included), OpenGraph and the Twitter large-image card. An admin's override wins over the page's own text and
 * image; a page without an image shares its generated one (/share-image…), in its language.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { site, path, locale, overrides = {} } = input;
  const overrideTitle = present(overrides.title);
  const ownTitle = present(input.title);
  const shownTitle = overrideTitle ?? ownTitle ?? site.name;
  // An admin's title is the whole title; a page's own gets the layout's " | site" template; the home is the site.
  const title: Metadata["title"] = overrideTitle || !ownTitle ? { absolute: shownTitle } : ownTitle;
  const description = clipText(present(overrides.description) ?? input.description, SEO_DESCRIPTION_MAX) ?? undefined;

  const urls = site.origin && !input.notFound ? alternateUrls(site.origin, path, locale, site.defaultLocale, site.locales) : null;
  const chosen = absoluteImage(present(overrides.image), site) ?? absoluteImage(present(input.image), site);
  const generated = absoluteImage(shareImagePath(input.notFound ? "/" : path, locale, site.defaultLocale), site)!;
  const image = chosen
    ? { url: chosen, alt: shownTitle }
    : { url: generated, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: shownTitle, type: "image/png" };

  const shared = {
    title: shownTitle,
    description,
    url: urls?.canonical,
    siteName: site.name,
    locale: OG_LOCALES[locale],
    alternateLocale: urls ? site.locales.filter((other) => other !== locale).map((other) => OG_LOCALES[other]) : undefined,
    images: [image],
  };
  const publishedTime = present(input.publishedTime) ?? undefined;
  return {
    title,
    description,
    // A page's alternates replace the layout's whole: the feeds' links (the layout's) go with them again.
    alternates: { ...(urls && { canonical: urls.canonical, languages: urls.languages }), types: feedAlternates(locale, site.defaultLocale) },
    openGraph: input.type === "article" ? { ...shared, type: "article", publishedTime } : { ...shared, type: "website" },
    twitter: { card: "summary_large_image", title: shownTitle, description, images: [{ url: image.url, alt: shownTitle }] },
    ...(input.notFound && { robots: { index: false, follow: true } }),
  };
}
