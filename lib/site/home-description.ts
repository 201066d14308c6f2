import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { PageItem } from "@/lib/sections/data";

/** Search engines show about 160 characters of a description (the spec's limit for a post's). */
const LIMIT = 160;

/**
 * The home page's meta description: its hero's description in the language viewed (the site's own pitch),
 * as plain text, cut at a word under 160 characters. Null when the home has no hero text to offer.
 */
export function homeDescription(items: PageItem[], locale: Locale): string | null {
  const hero = items.find((item) => item.kind === "hero");
  if (!hero || hero.kind !== "hero") return null;
  const text = pickTranslation(hero.hero.description, hero.hero.description_translation, locale)
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  if (text.length <= LIMIT) return text;
  const cut = text.slice(0, LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), LIMIT / 2)).trimEnd()}…`;
}
