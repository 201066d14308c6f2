"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SMALL_BUTTON } from "@/components/ui/classes";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { GlossaryTermRow } from "@/lib/translations/glossary/schemas";
import { GlossaryTermForm } from "./glossary-term-form";
import { glossaryErrorKey, useGlossaryMutations } from "./use-glossary";

interface GlossaryTermItemProps {
  term: GlossaryTermRow;
  locales: readonly Locale[];
  defaultLocale: Locale;
  token: string | null;
  canEdit: boolean;
}

/** One glossary term: how it is translated, with Edit (in place) and Delete (asked first) for admins. */
export function GlossaryTermItem({ term, locales, defaultLocale, token, canEdit }: GlossaryTermItemProps) {
  const t = useTranslations("Translations.glossary");
  const { change, remove } = useGlossaryMutations(token);
  const [editing, setEditing] = useState(false);
  const languages = new Intl.DisplayNames([useLocale()], { type: "language" });
  const fixed = Object.entries(term.translations).filter((entry): entry is [Locale, string] => isLocale(entry[0]) && Boolean(entry[1]));

  if (editing) {
    return (
      <li className="py-3">
        <GlossaryTermForm
          locales={locales}
          defaultLocale={defaultLocale}
          initial={term}
          saving={change.isPending}
          failure={change.isError ? t(glossaryErrorKey(change.error)) : null}
          submitLabel={t("save")}
          savingLabel={t("saving")}
          onCancel={() => {
            change.reset();
            setEditing(false);
          }}
          onSubmit={(patch) => change.mutate({ id: term.id, patch }, { onSuccess: () => setEditing(false) })}
        />
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-glossary-term={term.term}>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-gray-900">{term.term}</p>
        {fixed.length === 0 ? (
          <p className="text-gray-700">{t("neverTranslated")}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-gray-700">
            {fixed.map(([locale, translation]) => (
              <div key={locale} className="contents">
                <dt>{languages.of(locale) ?? locale}</dt>
                <dd lang={locale}>{translation}</dd>
              </div>
            ))}
          </dl>
        )}
        {term.note && <p className="text-gray-600">{term.note}</p>}
        {remove.isError && (
          <p role="alert" className="text-red-800">
            {t(glossaryErrorKey(remove.error))}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={SMALL_BUTTON} aria-label={t("editNamed", { term: term.term })} onClick={() => setEditing(true)}>
            {t("edit")}
          </button>
          <ConfirmDelete label={t("deleteNamed", { term: term.term })} question={t("confirmDelete", { term: term.term })} onConfirm={() => remove.mutate(term.id)} />
        </div>
      )}
    </li>
  );
}
