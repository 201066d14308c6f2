import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

/**
 * Canonical and hreflang addresses of one public path: one per language the organisation offers, the
 * default language unprefixed, plus x-default.
 */
export function alternateUrls(origin: string, path: string, locale: Locale, defaultLocale: Locale, locales: readonly Locale[]) {
  const url = (target: Locale) => `${origin}${localizedPath(path, target, defaultLocale)}`;
  const languages: Record<string, string> = {};
  for (const target of locales) languages[target] = url(target);
  languages["x-default"] = url(defaultLocale);
  return { canonical: url(locale), languages };
}
