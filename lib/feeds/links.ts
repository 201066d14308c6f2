import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { ATOM_FEED_PATH, RSS_FEED_PATH } from "./constants";

/** The feeds in `locale`, as metadata `alternates.types` takes them for the layout's <link rel="alternate">. */
export function feedAlternates(locale: Locale, defaultLocale: Locale) {
  return {
    "application/rss+xml": localizedPath(RSS_FEED_PATH, locale, defaultLocale),
    "application/atom+xml": localizedPath(ATOM_FEED_PATH, locale, defaultLocale),
  };
}
