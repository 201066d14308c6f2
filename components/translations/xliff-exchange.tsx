"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, type FormEvent } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/classes";
import { ApiClientError } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import type { Locale } from "@/lib/i18n/locales";
import { FIELD_CLASS } from "./classes";
import type { TextEntryAnswer } from "./translation-answers";
import { importXliff, TRANSLATION_STATUS_QUERY_KEY } from "./translation-queries";
import { useLanguageName } from "./use-language-name";

interface ExchangeProps {
  lang: Locale;
  token: string;
  /** The language's texts, to name a skipped unit by its kind and field rather than its id. */
  texts: readonly TextEntryAnswer[];
}

/** XLIFF for a translator: export the language's texts, and import the translated file as changes for review. */
export function XliffExchange({ lang, token, texts }: ExchangeProps) {
  const t = useTranslations("Translations.exchange");
  const languageName = useLanguageName();
  const kinds = useTranslations("Translations.kinds");
  const fields = useTranslations("Translations.fields");
  const ids = { title: useId(), file: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => importXliff(await file.text(), token),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TRANSLATION_STATUS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
  const exportUrl = (scope?: "all") => `/api/translations/export?lang=${lang}${scope ? `&scope=${scope}` : ""}`;
  const unitLabel = (unit: string) => {
    const text = texts.find((entry) => `${entry.entity}:${entry.id}:${entry.field}` === unit);
    if (!text) return unit;
    const field = fields.has(text.field) ? fields(text.field) : text.field;
    return t("unit", { kind: kinds(text.kind), page: text.page ?? "—", field });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (file) upload.mutate(file);
  };

  return (
    <section aria-labelledby={ids.title} className="space-y-4 rounded-lg border border-gray-200 p-5">
      <h2 id={ids.title} className="text-xl font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="text-gray-600">{t("intro", { language: languageName(lang) })}</p>
      <div className="flex flex-wrap gap-3">
        <a href={exportUrl()} download className={SECONDARY_BUTTON} data-export="missing-outdated">
          {t("exportMissing")}
        </a>
        <a href={exportUrl("all")} download className={SECONDARY_BUTTON} data-export="all">
          {t("exportAll")}
        </a>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label htmlFor={ids.file} className="flex flex-col gap-1 font-medium text-gray-900">
          {t("fileLabel")}
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            required
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            className={FIELD_CLASS}
            onChange={() => upload.reset()}
          />
        </label>
        <button type="submit" className={PRIMARY_BUTTON} disabled={upload.isPending}>
          {upload.isPending ? t("importing") : t("import")}
        </button>
      </form>
      <div className="space-y-2">
        {upload.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
            {/* A refusal names its reason (another site's file, unknown texts, not XLIFF 2); the route words it for the admin. */}
            {upload.error instanceof ApiClientError ? upload.error.message : t("failed")}
          </p>
        )}
        {upload.data && (
          <>
            <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-800" data-import-applied={upload.data.applied}>
              {t("applied", { count: upload.data.applied })}
            </p>
            {upload.data.skipped.length > 0 && (
              <>
                <p>{t("skippedTitle", { count: upload.data.skipped.length })}</p>
                <ul className="list-disc space-y-1 pl-5" data-import-skipped>
                  {upload.data.skipped.map(({ unit, reason }) => (
                    <li key={unit}>
                      {unitLabel(unit)}: {t(`reasons.${reason}`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
