"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/ui/classes";
import type { Locale } from "@/lib/i18n/locales";
import { GlossaryTermForm } from "./glossary-term-form";
import { GlossaryTermItem } from "./glossary-term-item";
import { glossaryErrorKey, useGlossaryMutations, useGlossaryTerms } from "./use-glossary";

interface GlossaryEditorProps {
  /** The site's languages, and its default one (the source of every translation). */
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The Supabase access token; without it the session rides in the site's cookies. */
  token: string | null;
  /** Admins keep the glossary; editors only read it (the API refuses their writes either way). */
  canEdit?: boolean;
}

/**
 * The organisation's translation glossary (issue 42): terms never to translate and terms with a fixed translation
 * per language, which machine translation passes to the model and checks in its output. Needs a QueryProvider.
 */
export function GlossaryEditor({ locales, defaultLocale, token, canEdit = true }: GlossaryEditorProps) {
  const t = useTranslations("Translations.glossary");
  const headingId = useId();
  const terms = useGlossaryTerms(token);
  const { add } = useGlossaryMutations(token);
  // A new key empties the add form once its term is saved.
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  // A refusal names itself (signed out, not allowed); anything else is "could not be loaded".
  const loadError = terms.isError ? glossaryErrorKey(terms.error) : null;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <header className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {t("title")}
        </h2>
        <p className="text-sm text-gray-700">{t("intro")}</p>
      </header>

      {canEdit && (
        <div className="space-y-2 rounded-lg border border-gray-200 p-4">
          <h3 className="font-semibold text-gray-900">{t("addHeading")}</h3>
          {added && (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              {t("added", { term: added })}
            </p>
          )}
          <GlossaryTermForm
            key={formKey}
            locales={locales}
            defaultLocale={defaultLocale}
            saving={add.isPending}
            failure={add.isError ? t(glossaryErrorKey(add.error)) : null}
            submitLabel={t("add")}
            savingLabel={t("adding")}
            onSubmit={(input) => {
              setAdded(null);
              add.mutate(input, {
                onSuccess: (row) => {
                  setAdded(row.term);
                  setFormKey((key) => key + 1);
                },
              });
            }}
          />
        </div>
      )}

      <div className="space-y-2">
        <h3 className="font-semibold text-gray-900">{t("listHeading")}</h3>
        {terms.isPending ? (
          <p role="status">{t("loading")}</p>
        ) : terms.isError ? (
          <div className="space-y-2">
            <p role="alert">{t(loadError === "errors.failed" || !loadError ? "loadFailed" : loadError)}</p>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => void terms.refetch()}>
              {t("retry")}
            </button>
          </div>
        ) : terms.data.length === 0 ? (
          <p className="text-sm text-gray-700">{t("empty")}</p>
        ) : (
          <ul aria-label={t("listHeading")} className="divide-y divide-gray-200">
            {terms.data.map((term) => (
              <GlossaryTermItem key={term.id} term={term} locales={locales} defaultLocale={defaultLocale} token={token} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
