import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale, site as rootSite } from "next/root-params";
import { localeOf } from "./locale-of";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { messagesByLocale } from "./messages";

/**
 * The language is the `[locale]` root segment the host routing puts in the path (the organisation's default
 * for unprefixed paths); reading it from root params (not headers) keeps pages cacheable.
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = isLocale(locale) ? locale : await fromRootParams();
  return { locale: resolved, messages: messagesByLocale[resolved] };
});

async function fromRootParams() {
  // Outside the site tree (no root params) the default language applies.
  const [site, locale] = await Promise.all([rootSite(), rootLocale()]).catch(() => [undefined, undefined]);
  if (site === undefined || locale === undefined) return DEFAULT_LOCALE;
  return localeOf(Promise.resolve({ site, locale }));
}
