import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { messagesByLocale } from "./messages";

/**
 * The language is the `[locale]` root segment the proxy rewrote to; reading it from
 * root params (not headers) keeps pages cacheable.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale().catch(() => undefined));
  const resolved = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale: resolved, messages: messagesByLocale[resolved] };
});
