import { readSiteRoute } from "@/lib/site/route";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The language of an internal route: its prefix, or the organisation's default for unprefixed paths. */
export async function localeOf(params: Promise<{ site: string; locale: string }>): Promise<Locale> {
  const route = await readSiteRoute(params);
  if (route) return route.locale;
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
