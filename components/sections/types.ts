import type { Locale } from "@/lib/i18n/locales";

/** What every section renderer needs besides its own record: plain values, so an editor preview can pass them too. */
export interface RenderContext {
  locale: Locale;
  defaultLocale: Locale;
}
