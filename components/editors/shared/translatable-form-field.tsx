"use client";

import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Translations } from "@/lib/model/json-types";
import type { Locale } from "@/lib/i18n/locales";
import { translationSchema } from "@/lib/sections/schemas";
import { sectionMessage, type EditedSectionKind } from "./section-api";

interface TranslatableFormFieldProps {
  /** Whose messages name a validation error. */
  kind: EditedSectionKind;
  /** The base column; its translations are the form's `${name}_translation`. */
  name: string;
  label: string;
  locale: Locale;
  defaultLocale: Locale;
  multiline?: boolean;
}

const NO_TRANSLATIONS: Translations = {};

/**
 * A TranslatableField bound to the section form around it (FormProvider): the base column and its
 * `_translation` map as two controllers.
 */
export function TranslatableFormField({ kind, name, label, locale, defaultLocale, multiline }: TranslatableFormFieldProps) {
  const t = useTranslations("Editors");
  const { control } = useFormContext();
  const base = useController({ control, name });
  const translations = useController({ control, name: `${name}_translation` });
  const baseText: unknown = base.field.value;
  const stored = translationSchema.safeParse(translations.field.value);
  const error = base.fieldState.error?.message ?? translations.fieldState.error?.message;
  const message = error && sectionMessage(kind, error);
  return (
    <TranslatableField
      label={label}
      field={name}
      value={{ base: typeof baseText === "string" ? baseText : null, translations: stored.success ? stored.data : NO_TRANSLATIONS }}
      locale={locale}
      defaultLocale={defaultLocale}
      multiline={multiline}
      error={message && (t.has(message) ? t(message) : t("errors.invalid"))}
      onChange={(next) => {
        if (next.base !== baseText) base.field.onChange(next.base);
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
