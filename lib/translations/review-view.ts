import { isLocale, type Locale } from "@/lib/i18n/locales";
import { isTranslatableEntity, sourceText, TRANSLATABLE, translationsOf } from "./catalog";

/** One translation waiting in the change set, as the reviewer sees it: the source beside the translation. */
export interface PendingTranslation {
  field: string;
  lang: Locale;
  /** The default language's text, live. */
  source: string;
  /** The live translation it replaces ("" when there was none). */
  live: string;
  translation: string;
}

/**
 * The translations a change holds (issue 42 §4): each language's text of a `*_translation` field that differs
 * from the live row's. `live` is the whole live row (null: the row is gone).
 */
export function pendingTranslations(change: { entity: string; fields: Record<string, unknown> }, live: Record<string, unknown> | null): PendingTranslation[] {
  if (!isTranslatableEntity(change.entity) || !live) return [];
  const pending: PendingTranslation[] = [];
  for (const field of TRANSLATABLE[change.entity].fields) {
    if (!(field.translation in change.fields)) continue;
    const drafted = translationsOf(change.fields, field);
    const current = translationsOf(live, field);
    for (const lang of new Set([...Object.keys(drafted), ...Object.keys(current)])) {
      if (!isLocale(lang) || (drafted[lang] ?? "") === (current[lang] ?? "")) continue;
      pending.push({
        field: field.field,
        lang,
        source: sourceText(live, field),
        live: current[lang] ?? "",
        translation: drafted[lang] ?? "",
      });
    }
  }
  return pending;
}

/** The change's fields that are not translations under review (what the list shows as an ordinary change). */
export function otherFields(change: { entity: string; fields: Record<string, unknown> }): string[] {
  if (!isTranslatableEntity(change.entity)) return Object.keys(change.fields);
  const translations = new Set<string>(TRANSLATABLE[change.entity].fields.map((field) => field.translation));
  return Object.keys(change.fields).filter((field) => !translations.has(field));
}
