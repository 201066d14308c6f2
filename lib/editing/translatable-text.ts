import type { Translations } from "@/lib/model/json-types";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";

/** A translatable text as an editor holds it: the base column and its `<field>_translation` map. */
export interface TranslatableValue {
  base: string | null;
  translations: Translations;
}

export interface TranslatableLanguage {
  locale: Locale;
  defaultLocale: Locale;
}

export interface TranslatableView {
  /** The default language edits the base column; any other language edits its translation. */
  editing: "base" | "translation";
  /** The text in the box. */
  text: string;
  /** Under another language, the base text: what visitors see until there is a translation. */
  placeholder: string | undefined;
  /** A translation that visitors would not see (empty after trim, as pickTranslation decides). */
  untranslated: boolean;
}

/** What the field shows in the language being viewed (design: "Editing in place", translatable text). */
export function translatableView(value: TranslatableValue, { locale, defaultLocale }: TranslatableLanguage): TranslatableView {
  if (locale === defaultLocale) {
    // Older rows may carry an entry for the default language too; visitors see it, so the admin edits it.
    return { editing: "base", text: pickTranslation(value.base, value.translations, defaultLocale), placeholder: undefined, untranslated: false };
  }
  const text = value.translations[locale] ?? "";
  return { editing: "translation", text, placeholder: value.base ?? "", untranslated: text.trim() === "" };
}

/**
 * The value after typing `text` in the language being viewed. A translation cleared to nothing is removed
 * from the map, so clearing it again equals never having one (no false "unsaved changes" or conflicts).
 */
export function withTypedText(value: TranslatableValue, language: TranslatableLanguage, text: string): TranslatableValue {
  if (language.locale === language.defaultLocale) {
    // The default language's text is the base column: an entry of its own would hide the edit from visitors.
    const translations: Translations = { ...value.translations };
    delete translations[language.defaultLocale];
    return { base: text, translations };
  }
  const translations: Translations = { ...value.translations };
  if (text === "") delete translations[language.locale];
  else translations[language.locale] = text;
  return { ...value, translations };
}
