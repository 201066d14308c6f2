"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { SECONDARY_BUTTON } from "@/components/ui/classes";
import { ApiClientError } from "@/lib/api/client";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { FIELD_CLASS } from "./classes";
import { GlossaryEditor } from "./glossary-editor";
import { KindCountsTable } from "./kind-counts-table";
import { TextList } from "./text-list";
import { translationStatusQuery } from "./translation-queries";
import { useLanguageName } from "./use-language-name";
import { XliffExchange } from "./xliff-exchange";

interface WorkspaceProps {
  session: Session;
  locales: readonly Locale[];
  defaultLocale: Locale;
}

/** The chosen language (?lang=, else the first one after the default) with its status, exchange and the glossary. */
export function TranslationsWorkspace({ session, locales, defaultLocale }: WorkspaceProps) {
  const t = useTranslations("Translations");
  const pickerId = useId();
  const languageName = useLanguageName();
  const languages = locales.filter((locale) => locale !== defaultLocale);
  const requested = useSearchParams().get("lang");
  const lang = languages.find((locale) => locale === requested) ?? languages[0];
  const status = useQuery({ ...translationStatusQuery(lang ?? defaultLocale, session.user.id, session.access_token), enabled: lang !== undefined });
  const notAdmin = status.error instanceof ApiClientError && status.error.status === 403;

  // The language lives in the address, so a link from the Dashboard or a reload opens the same one.
  const choose = (next: string) => window.history.replaceState(null, "", `?lang=${encodeURIComponent(next)}`);

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
        <p className="text-gray-600">{t("intro", { language: languageName(defaultLocale) })}</p>
      </header>
      {lang === undefined ? (
        <p>{t("oneLanguage")}</p>
      ) : notAdmin ? (
        <p role="alert">{t("notAdmin")}</p>
      ) : (
        <>
          <label htmlFor={pickerId} className="flex max-w-xs flex-col gap-1 font-medium text-gray-900">
            {t("language")}
            <select id={pickerId} className={FIELD_CLASS} value={lang} onChange={(event) => choose(event.target.value)}>
              {languages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          {status.isPending && <p role="status">{t("loading")}</p>}
          {status.isError && (
            <p role="alert" className="flex items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {t("loadFailed")}
              <button type="button" onClick={() => void status.refetch()} disabled={status.isFetching} className={SECONDARY_BUTTON}>
                {t("retry")}
              </button>
            </p>
          )}
          {status.data && <KindCountsTable answer={status.data} />}
          <XliffExchange lang={lang} token={session.access_token} texts={status.data?.texts ?? []} />
          {status.data && <TextList key={lang} answer={status.data} defaultLocale={defaultLocale} />}
          <GlossaryEditor locales={locales} defaultLocale={defaultLocale} token={session.access_token} />
        </>
      )}
    </div>
  );
}
