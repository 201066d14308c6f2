"use client";

import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { translatableView, withTypedText } from "@/lib/editing/translatable-text";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import type { TemplateSectionFormValues } from "./form-schema";
import { RichTextEditor } from "./rich-text-editor";
import { UntranslatedMark } from "@/components/editing/translatable-field";

interface RichTextFieldProps {
  control: Control<TemplateSectionFormValues>;
  label: string;
  locale: Locale;
  defaultLocale: Locale;
}

/**
 * The section description as rich text, in the language being viewed: like TranslatableField, the default
 * language writes the base column and any other language its entry in section_description_translation.
 */
export function RichTextField({ control, label, locale, defaultLocale }: RichTextFieldProps) {
  const id = useId();
  const base = useController({ control, name: "section_description" });
  const translations = useController({ control, name: "section_description_translation" });
  const language = { locale, defaultLocale };
  const value = { base: base.field.value, translations: translations.field.value };
  const view = translatableView(value, language);
  const markId = `${id}-untranslated`;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
          {label}
          {view.editing === "translation" && <span className="font-normal text-gray-600"> · {LOCALE_NAMES[locale]}</span>}
        </span>
        {view.untranslated && <UntranslatedMark id={markId} locale={locale} defaultLocale={defaultLocale} />}
      </div>
      <RichTextEditor
        // A new language starts a new box: tiptap keeps its own document between renders.
        key={locale}
        value={view.text}
        labelId={`${id}-label`}
        describedBy={view.untranslated ? markId : undefined}
        lang={locale}
        onBlur={base.field.onBlur}
        onChange={(text) => {
          const next = withTypedText(value, language, text);
          if (next.base !== base.field.value) base.field.onChange(next.base);
          if (next.translations !== translations.field.value) translations.field.onChange(next.translations);
        }}
      />
    </div>
  );
}
