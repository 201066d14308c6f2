import { isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The language to propose to a visitor on the site's unprefixed (default-language) pages: the first
 * language of Accept-Language, by q-value, that the site offers, when it differs from the page's.
 * A visitor who typed a prefix already chose, so prefixed pages get no proposal.
 */
export function suggestLocale(
  acceptLanguage: string | null | undefined,
  offered: readonly Locale[],
  pageLocale: Locale,
): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { language: tag.toLowerCase().split("-")[0], weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranked) {
    if (language === pageLocale) return null;
    if (isLocale(language) && offered.includes(language)) return language;
  }
  return null;
}
