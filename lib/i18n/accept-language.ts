import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The first of the visitor's preferred languages that we translate, by q-value. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.toLowerCase().split("-")[0], weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) if (entry.weight > 0 && isLocale(entry.language)) return entry.language;
  return DEFAULT_LOCALE;
}
