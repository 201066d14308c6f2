import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { Site } from "./site";

export type LocaleSegment = { type: "serve"; locale: Locale } | { type: "redirect"; locale: Locale };

/**
 * The language an internal route's `[locale]` segment asks for. The unprefixed segment is the
 * organisation's default language; a prefix equal to it, or naming a language the organisation does
 * not offer, redirects to the unprefixed path (so every page has one address per language).
 */
export function resolveLocaleSegment(segment: string, site: Site): LocaleSegment {
  if (!isLocale(segment)) return { type: "serve", locale: site.defaultLocale };
  if (segment === site.defaultLocale || !site.locales.includes(segment)) return { type: "redirect", locale: site.defaultLocale };
  return { type: "serve", locale: segment };
}
