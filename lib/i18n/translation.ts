import type { Locale } from "./locales";

export type TranslationMap = Partial<Record<string, unknown>> | null | undefined;

/**
 * A translated text is used only if it is a non-empty string after trimming;
 * otherwise the base text (spec: validation rules).
 */
export function pickTranslation(base: string | null | undefined, translations: TranslationMap, locale: Locale): string {
  const candidate = translations?.[locale];
  if (typeof candidate === "string" && candidate.trim() !== "") return candidate;
  return base ?? "";
}
