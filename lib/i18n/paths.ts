import type { Locale } from "./locales";

/** A public path in `locale`: the organisation's default language has no prefix. */
export function localizedPath(path: string, locale: Locale, defaultLocale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
