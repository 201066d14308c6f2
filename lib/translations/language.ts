import { ApiError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { Site } from "@/lib/tenancy/site";
import { LANGUAGE_NOT_OFFERED_MESSAGE } from "./constants";

/** A language texts are translated into: one the site offers, other than its default (the source). */
export function translationLanguage(site: Site, lang: Locale): Locale {
  if (lang === site.defaultLocale || !site.locales.includes(lang))
    throw new ApiError("validation_failed", LANGUAGE_NOT_OFFERED_MESSAGE, {
      lang: LANGUAGE_NOT_OFFERED_MESSAGE,
    });
  return lang;
}
