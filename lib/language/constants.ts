/** The visitor's language choice (002 §3 stored client keys), kept a year (31536000 s, 002 §9). */
export const DEFAULT_LOCALE_COOKIE = "defaultLocale";
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;
/**
 * Flags the language suggestion: the proxy sets it from Accept-Language when the visitor's preferred
 * language is offered by the site and differs from the page's language, and no choice is stored.
 */
export const SUGGESTED_LOCALE_COOKIE = "suggestedLocale";
/** The suggestion appears this long after load (002 §9 "Language banner appears after 2 s"). */
export const LANGUAGE_SUGGESTION_DELAY_MS = 2000;
