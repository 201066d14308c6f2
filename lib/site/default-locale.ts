import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { getSiteShell } from "./data";

/** The organisation's default language (no path prefix), read from the cached site shell. */
export async function getDefaultLocale(orgId: string): Promise<Locale> {
  const shell = await getSiteShell(orgId);
  const language = shell?.organization.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
