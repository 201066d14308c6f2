"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { translatableView, withTypedText, type TranslatableValue } from "@/lib/editing/translatable-text";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { OutdatedMark } from "./translations/outdated-mark";
import { useOutdatedText } from "./translations/outdated-texts";

export interface TranslatableFieldProps {
  label: string;
  /** The base column (section_title); its translations live in `<field>_translation`. */
  field: string;
  value: TranslatableValue;
  /** The language being viewed. */
  locale: Locale;
  /** The organisation's default language: the one that edits the base column. */
  defaultLocale: Locale;
  multiline?: boolean;
  onChange(next: TranslatableValue): void;
  onBlur?(): void;
  /** A validation message shown under the box. */
  error?: string;
  maxLength?: number;
  /** For react-hook-form's focus on the first invalid field. */
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

const BOX =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/**
 * The one field for translatable text (design: "Editing in place"): the default language edits the base
 * text; another language edits its translation, showing the base text as placeholder and an "untranslated"
 * mark while visitors would still see the base text.
 */
export function TranslatableField({ label, field, value, locale, defaultLocale, multiline, onChange, onBlur, error, maxLength, ref }: TranslatableFieldProps) {
  const id = useId();
  const language = { locale, defaultLocale };
  const view = translatableView(value, language);
  const markId = `${id}-untranslated`;
  const errorId = `${id}-error`;
  const outdatedId = `${id}-outdated`;
  const outdated = useOutdatedText(field, value.base);
  const showOutdated = view.editing === "translation" && !view.untranslated && outdated;
  const describedBy = [view.untranslated && markId, showOutdated && outdatedId, error && errorId].filter(Boolean).join(" ") || undefined;

  const box = {
    id,
    name: view.editing === "base" ? field : `${field}_translation.${locale}`,
    value: view.text,
    placeholder: view.placeholder,
    lang: locale,
    maxLength,
    ref,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${BOX} ${error ? "border-red-600" : "border-gray-300"}`,
    onChange: (event: { target: { value: string } }) => onChange(withTypedText(value, language, event.target.value)),
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
          {view.editing === "translation" && <span className="font-normal text-gray-600"> · {LOCALE_NAMES[locale]}</span>}
        </label>
        {view.untranslated && <UntranslatedMark id={markId} locale={locale} defaultLocale={defaultLocale} />}
        {showOutdated && <OutdatedMark id={outdatedId} text={outdated} defaultLocale={defaultLocale} />}
      </div>
      {multiline ? <textarea rows={4} {...box} /> : <input type="text" {...box} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Not translated yet": the viewed language shows the default language's text in this field. */
export function UntranslatedMark({ id, locale, defaultLocale }: { id: string; locale: Locale; defaultLocale: Locale }) {
  const t = useTranslations("Editors");
  return (
    <span id={id} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {t("translatable.untranslated")}
      <span className="sr-only">
        {": "}
        {t("translatable.untranslatedHint", { language: LOCALE_NAMES[locale], defaultLanguage: LOCALE_NAMES[defaultLocale] })}
      </span>
    </span>
  );
}
