"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { BOX, LABEL } from "@/components/ui/classes";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/classes";
import type { Locale } from "@/lib/i18n/locales";
import { GLOSSARY_NOTE_MAX_LENGTH, GLOSSARY_TERM_MAX_LENGTH, GLOSSARY_TRANSLATION_MAX_LENGTH } from "@/lib/translations/glossary/constants";
import type { GlossaryTermInput, GlossaryTermRow } from "@/lib/translations/glossary/schemas";

type Mode = "keep" | "fixed";
type Translations = GlossaryTermInput["translations"];

interface GlossaryTermFormProps {
  /** The site's languages; the default one is the source, so it has no translation to fix. */
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The term being edited; none for a new one. */
  initial?: GlossaryTermRow;
  saving: boolean;
  /** The server's refusal, translated. */
  failure: string | null;
  submitLabel: string;
  savingLabel: string;
  onSubmit(input: Required<GlossaryTermInput>): void;
  onCancel?(): void;
}

/** A term, and whether it stays as it is in every language or has a fixed translation in some. */
export function GlossaryTermForm({ locales, defaultLocale, initial, saving, failure, submitLabel, savingLabel, onSubmit, onCancel }: GlossaryTermFormProps) {
  const t = useTranslations("Translations.glossary");
  const id = useId();
  const languages = new Intl.DisplayNames([useLocale()], { type: "language" });
  const targets = locales.filter((locale) => locale !== defaultLocale);
  const [term, setTerm] = useState(initial?.term ?? "");
  const [mode, setMode] = useState<Mode>(initial && Object.keys(initial.translations).length > 0 ? "fixed" : "keep");
  const [translations, setTranslations] = useState<Translations>(initial?.translations ?? {});
  const [note, setNote] = useState(initial?.note ?? "");
  const [problem, setProblem] = useState<"termRequired" | "translationRequired" | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Languages the site no longer shows keep their translation; a language left empty has none.
    const fixed: Translations = { ...translations };
    for (const locale of targets) {
      const text = translations[locale]?.trim();
      if (text) fixed[locale] = text;
      else delete fixed[locale];
    }
    const missing = !term.trim() ? "termRequired" : mode === "fixed" && !targets.some((locale) => fixed[locale]) ? "translationRequired" : null;
    setProblem(missing);
    if (missing) return;
    onSubmit({ term: term.trim(), translations: mode === "keep" ? {} : fixed, note: note.trim() || null });
  };

  const alert = problem ? t(`errors.${problem}`) : failure;
  return (
    <form onSubmit={submit} noValidate aria-describedby={alert ? `${id}-alert` : undefined} className="space-y-3">
      <div>
        <label htmlFor={`${id}-term`} className={LABEL}>
          {t("term")}
        </label>
        <input
          id={`${id}-term`}
          value={term}
          maxLength={GLOSSARY_TERM_MAX_LENGTH}
          required
          aria-invalid={problem === "termRequired" || undefined}
          onChange={(event) => setTerm(event.target.value)}
          className={BOX}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className={LABEL}>{t("modeLegend")}</legend>
        {(["keep", "fixed"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-gray-900">
            <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {mode === "fixed" && (
        <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
          <legend className="sr-only">{t("fixed")}</legend>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {t("fixedHint")}
          </p>
          {targets.map((locale) => (
            <div key={locale}>
              <label htmlFor={`${id}-${locale}`} className={LABEL}>
                {t("translationIn", { language: languages.of(locale) ?? locale })}
              </label>
              <input
                id={`${id}-${locale}`}
                lang={locale}
                value={translations[locale] ?? ""}
                maxLength={GLOSSARY_TRANSLATION_MAX_LENGTH}
                aria-invalid={problem === "translationRequired" || undefined}
                onChange={(event) => setTranslations({ ...translations, [locale]: event.target.value })}
                className={BOX}
              />
            </div>
          ))}
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-note`} className={LABEL}>
          {t("note")}
        </label>
        <input id={`${id}-note`} value={note} maxLength={GLOSSARY_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} className={BOX} />
      </div>
      {alert && (
        <p id={`${id}-alert`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {alert}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
            {t("cancel")}
          </button>
        )}
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
