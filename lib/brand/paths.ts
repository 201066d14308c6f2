import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { MANIFEST_FILE, type SiteIconFile } from "./constants";

/**
 * Where a page links an icon file: from its host's root (every site serves its own), with the brand's version as a
 * query, so that a changed icon is fetched again however long browsers keep the old one.
 */
export const iconHref = (file: SiteIconFile, version: string) => `/${file}?v=${version}`;

/** The web manifest in the page's language (its start page and `lang`): `/manifest.webmanifest`, `/es/manifest.webmanifest`. */
export const manifestHref = (locale: Locale, defaultLocale: Locale, version: string) => `${localizedPath(`/${MANIFEST_FILE}`, locale, defaultLocale)}?v=${version}`;
