import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The `[locale]` param of an internal route (the proxy only ever rewrites to valid ones). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
