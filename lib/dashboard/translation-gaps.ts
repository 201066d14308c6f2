import type { Locale } from "@/lib/i18n/locales";

/** One translatable field of a row: whether its base text is filled, and the languages its translation fills. */
export interface FieldFill {
  filled: boolean;
  translated: readonly string[];
}

/**
 * The supported languages a row is not yet translated into: a filled base field (the default language)
 * with no non-empty translation in that language. An empty base field needs no translation.
 */
export function missingLocales(fields: readonly FieldFill[], supported: readonly Locale[], defaultLocale: Locale): Locale[] {
  return supported.filter(
    (locale) => locale !== defaultLocale && fields.some((field) => field.filled && !field.translated.includes(locale)),
  );
}
