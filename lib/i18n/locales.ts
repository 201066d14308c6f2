/** The eleven interface languages, in the order the language switcher lists them. */
export const LOCALES = ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Native names shown by the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ru: "Русский",
  it: "Italiano",
  pt: "Português",
  pl: "Polski",
  zh: "中文",
  ja: "日本語",
  nl: "Nederlands",
};

/** English names, as the language models are told them (the assistant's answer, machine translation). */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  ru: "Russian",
  it: "Italian",
  pt: "Portuguese",
  pl: "Polish",
  zh: "Chinese",
  ja: "Japanese",
  nl: "Dutch",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
