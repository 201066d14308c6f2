import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { PageItem } from "@/lib/sections/data";
import { SEO_DESCRIPTION_MAX } from "@/lib/seo/constants";
import { clipText } from "@/lib/seo/text";

/**
 * The home page's meta description: its hero's description in the language viewed (the site's own pitch),
 * as plain text, cut at a word under 160 characters. Null when the home has no hero text to offer.
 */
export function homeDescription(items: PageItem[], locale: Locale): string | null {
  const hero = items.find((item) => item.kind === "hero");
  if (!hero || hero.kind !== "hero") return null;
  return clip(pickTranslation(hero.hero.description, hero.hero.description_translation, locale));
}

/** Plain text of at most 160 characters, cut at a word; null when nothing is left. */
const clip = (html: string | null | undefined) => clipText(html, SEO_DESCRIPTION_MAX);

/** What a page's first section says: its title and text, in the language viewed. */
function firstWords(item: PageItem, locale: Locale): { title: string; text: string | null } {
  if (item.kind === "hero") return { title: pickTranslation(item.hero.title, item.hero.title_translation, locale), text: pickTranslation(item.hero.description, item.hero.description_translation, locale) };
  if (item.kind === "heading") {
    const { heading } = item;
    const parts = [
      pickTranslation(heading.name, heading.name_translation, locale),
      pickTranslation(heading.name_part_2, heading.name_part_2_translation, locale),
      pickTranslation(heading.name_part_3, heading.name_part_3_translation, locale),
    ];
    return { title: parts.filter(Boolean).join(" "), text: pickTranslation(heading.description_text, heading.description_text_translation, locale) };
  }
  const { section } = item;
  return { title: pickTranslation(section.section_title, section.section_title_translation, locale), text: pickTranslation(section.section_description, section.section_description_translation, locale) };
}

/**
 * A page made of sections (a nested page such as /services/strategy) described for tabs and search engines:
 * its first section's title and text. Empty when the page says nothing.
 */
export function sectionPageMetadata(items: PageItem[], locale: Locale): { title?: string; description?: string } {
  const first = items[0];
  if (!first) return {};
  const { title, text } = firstWords(first, locale);
  const description = clip(text);
  return { ...(clip(title) && { title: clip(title)! }), ...(description && { description }) };
}
