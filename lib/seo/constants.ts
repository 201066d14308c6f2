import type { Locale } from "@/lib/i18n/locales";

/**
 * Where a page's generated share image is served: `/share-image{path}` on the site's own host, under the page's
 * language prefix (`/es/share-image/about`). A static folder, so no page slug can take it (RESERVED_PAGE_SLUGS).
 */
export const SHARE_IMAGE_PATH = "/share-image";

/** The size OpenGraph and Twitter's large card show without cropping (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** How long browsers and crawlers may keep a share image; a saved page refreshes its cached render at once. */
export const SHARE_IMAGE_MAX_AGE_SECONDS = 3600;

/** The largest logo file the share image loads; a bigger one is left out rather than slowing the render. */
export const SHARE_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** How long the share image waits for the logo before rendering without it. */
export const SHARE_LOGO_TIMEOUT_MS = 3000;

/** Search engines show about 160 characters of a description (the spec's limit for a post's). */
export const SEO_DESCRIPTION_MAX = 160;
/** The longest title an admin may set for a page's results and cards (search engines show about 60 characters). */
export const SEO_TITLE_MAX = 120;

/** OpenGraph names a language with its usual territory (`og:locale` is language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  ru: "ru_RU",
  it: "it_IT",
  pt: "pt_PT",
  pl: "pl_PL",
  zh: "zh_CN",
  ja: "ja_JP",
  nl: "nl_NL",
};
