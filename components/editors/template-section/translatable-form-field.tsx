"use client";

import { useTranslations } from "next-intl";
import { useController, type Control } from "react-hook-form";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import type { TemplateSectionFormValues } from "./form-schema";

const TRANSLATIONS_OF = {
  section_title: "section_title_translation",
  section_description: "section_description_translation",
} as const;

interface TranslatableFormFieldProps {
  control: Control<TemplateSectionFormValues>;
  name: keyof typeof TRANSLATIONS_OF;
  label: string;
  locale: Locale;
  defaultLocale: Locale;
  multiline?: boolean;
}

/** A TranslatableField bound to the form: the base column and its `_translation` map as two controllers. */
export function TranslatableFormField({ control, name, label, locale, defaultLocale, multiline }: TranslatableFormFieldProps) {
  const t = useTranslations("Editors");
  const base = useController({ control, name });
  const translations = useController({ control, name: TRANSLATIONS_OF[name] });
  const error = base.fieldState.error?.message ?? translations.fieldState.error?.message;
  return (
    <TranslatableField
      label={label}
      field={name}
      value={{ base: base.field.value, translations: translations.field.value }}
      locale={locale}
      defaultLocale={defaultLocale}
      multiline={multiline}
      error={error && (t.has(`templateSection.${error}`) ? t(`templateSection.${error}`) : t("errors.invalid"))}
      onChange={(next) => {
        if (next.base !== base.field.value) base.field.onChange(next.base);
        // Typing in the default language also drops a translation entry that would hide the base text.
        if (next.translations !== translations.field.value) translations.field.onChange(next.translations);
      }}
      onBlur={() => {
        base.field.onBlur();
        translations.field.onBlur();
      }}
      ref={(element) => {
        base.field.ref(element);
        translations.field.ref(element);
      }}
    />
  );
}
