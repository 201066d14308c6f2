"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { FieldError } from "../fields/field-error";
import { BOX, HINT, LABEL } from "../fields/styles";

interface LanguagesSettingProps {
  supported: readonly Locale[];
  language: Locale;
  onChange(next: { supported: Locale[]; language: Locale }): void;
  errors: { supported?: string; language?: string };
}

/**
 * The site's languages (any of the eleven) and its default one, which is always among them: its box cannot
 * be unticked, and the default is chosen among the ticked ones. The default language has no prefix.
 */
export function LanguagesSetting({ supported, language, onChange, errors }: LanguagesSettingProps) {
  const t = useTranslations("Editors.settings.general");
  const id = useId();
  const toggle = (locale: Locale, on: boolean) => {
    const next = LOCALES.filter((each) => (each === locale ? on : supported.includes(each)));
    onChange({ supported: next, language });
  };
  return (
    <div className="space-y-3">
      <fieldset aria-describedby={`${id}-hint${errors.supported ? ` ${id}-error` : ""}`}>
        <legend className={LABEL}>{t("supportedLanguages")}</legend>
        <p id={`${id}-hint`} className={HINT}>
          {t("supportedLanguagesHint")}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2 text-sm text-gray-900" lang={locale}>
              <input
                type="checkbox"
                checked={supported.includes(locale)}
                disabled={locale === language}
                onChange={(event) => toggle(locale, event.target.checked)}
                className="h-4 w-4 rounded border-gray-400 accent-sky-700"
              />
              {LOCALE_NAMES[locale]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`} message={errors.supported} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-default`} className={LABEL}>
          {t("defaultLanguage")}
        </label>
        <select
          id={`${id}-default`}
          value={language}
          aria-describedby={`${id}-default-hint${errors.language ? ` ${id}-default-error` : ""}`}
          onChange={(event) => {
            const next = supported.find((each) => each === event.target.value);
            if (next) onChange({ supported: [...supported], language: next });
          }}
          className={BOX}
        >
          {supported.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        <p id={`${id}-default-hint`} className={HINT}>
          {t("defaultLanguageHint")}
        </p>
        <FieldError id={`${id}-default-error`} message={errors.language} />
      </div>
    </div>
  );
}
