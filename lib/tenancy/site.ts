import type { Locale } from "@/lib/i18n/locales";

/** What routing needs to know about the organisation behind a host. */
export interface Site {
  id: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
}
