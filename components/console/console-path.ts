import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

/** A console page's address in the console's language: English without a prefix, as the console's routing reads it. */
export const consolePath = (locale: string, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`);
