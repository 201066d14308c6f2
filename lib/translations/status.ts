// Issue 42's rule for one text in one language. Outdated: the source text (the default language's) changed
// after the translation was last saved; the revisions hold both times. A translation saved in the same change
// as its source (a new row with both) is current.

export const TRANSLATION_STATUSES = ["translated", "missing", "outdated"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export interface TextHistory {
  source: string;
  target: string;
  /** The last time a revision changed the source text (null: never, as seeded). */
  sourceChangedAt: Date | null;
  /** The last time a revision changed this language's translation (null: never, as seeded). */
  translatedAt: Date | null;
}

/** The text's status in the language, or null when there is nothing to translate (an empty source). */
export function translationStatus({ source, target, sourceChangedAt, translatedAt }: TextHistory): TranslationStatus | null {
  if (source.trim() === "") return null;
  // A translation visitors would not see (empty after trim) is no translation: pickTranslation's rule.
  if (target.trim() === "") return "missing";
  if (sourceChangedAt && (!translatedAt || sourceChangedAt.getTime() > translatedAt.getTime())) return "outdated";
  return "translated";
}
