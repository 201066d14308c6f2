"use client";

import { useController, useFormContext } from "react-hook-form";
import { translatableView, withTypedText, type TranslatableLanguage, type TranslatableValue } from "@/lib/editing/translatable-text";
import type { PostFormValues } from "./form-schema";

/**
 * A translatable text of the post (title, description, content, its share title and description) in the language
 * being viewed: the default language edits the base column, another language its `_translation` entry (design:
 * "Editing in place").
 */
export function useTranslatable(name: "title" | "description" | "content" | "seo_title" | "metadescription_for_page", language: TranslatableLanguage) {
  const { control } = useFormContext<PostFormValues>();
  const base = useController({ control, name });
  const translations = useController({ control, name: `${name}_translation` });
  const value: TranslatableValue = { base: base.field.value, translations: translations.field.value };
  const set = (next: TranslatableValue) => {
    if (next.base !== base.field.value) base.field.onChange(next.base ?? "");
    // Typing in the default language also drops a translation entry that would hide the base text.
    if (next.translations !== translations.field.value) translations.field.onChange(next.translations);
  };
  return {
    value,
    view: translatableView(value, language),
    error: base.fieldState.error?.message,
    set,
    /** The text typed in the language being viewed. */
    type: (text: string) => set(withTypedText(value, language, text)),
    onBlur: () => {
      base.field.onBlur();
      translations.field.onBlur();
    },
  };
}
