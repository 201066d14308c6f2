"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { changePath } from "@/lib/dashboard/change-path";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import type { TranslationStatus } from "@/lib/translations/status";
import { FIELD_CLASS, LINK_CLASS } from "./classes";
import type { StatusAnswer, TextEntryAnswer } from "./translation-answers";
import { useLanguageName } from "./use-language-name";

type Filter = TranslationStatus | "all";
const FILTERS: readonly Filter[] = ["missing", "outdated", "translated", "all"];
const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

/** A long text (a post's content) is cut to a few lines; its markup shows as typed, as the translator sees it. */
const EXCERPT = "line-clamp-4 break-words";

/** The language's texts, filtered by status: kind, page, field, the source (before and now when outdated) and the translation. */
export function TextList({ answer, defaultLocale }: { answer: StatusAnswer; defaultLocale: Locale }) {
  const t = useTranslations("Translations");
  const languageName = useLanguageName();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>("missing");
  const { lang, texts } = answer;
  const shown = filter === "all" ? texts : texts.filter((text) => text.status === filter);
  const count = (status: Filter) => (status === "all" ? texts.length : answer.total[status]);
  const fieldName = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);
  const pageLink = (text: TextEntryAnswer) => {
    const path = text.page && changePath({ entity: text.entity, slug: text.page, url_page: text.page });
    // The text is edited on its page in the language being translated.
    return path && <a href={localizedPath(path, lang, defaultLocale)} className={LINK_CLASS}>{path}</a>;
  };

  return (
    <section className="space-y-3" aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`} className="text-xl font-semibold text-gray-900">
        {t("texts.title", { language: languageName(lang) })}
      </h2>
      <label htmlFor={filterId} className="flex max-w-xs flex-col gap-1 font-medium text-gray-900">
        {t("texts.filter")}
        <select id={filterId} className={FIELD_CLASS} value={filter} onChange={(event) => isFilter(event.target.value) && setFilter(event.target.value)}>
          {FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`texts.filters.${status}`, { count: count(status) })}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 ? (
        <p>{t(`texts.empty.${filter}`)}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm" data-translation-texts={filter}>
            <caption className="sr-only">{t("texts.caption", { language: languageName(lang), filter: t(`texts.filters.${filter}`, { count: shown.length }) })}</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-4">{t("texts.kind")}</th>
                <th scope="col" className="py-2 pr-4">{t("texts.page")}</th>
                <th scope="col" className="py-2 pr-4">{t("texts.field")}</th>
                <th scope="col" className="py-2 pr-4">{t("texts.source", { language: languageName(answer.source_lang) })}</th>
                <th scope="col" className="py-2 pr-4">{t("texts.translation", { language: languageName(lang) })}</th>
                <th scope="col" className="py-2">{t("texts.status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 align-top">
              {shown.map((text) => (
                <tr key={`${text.entity}:${text.id}:${text.field}`} data-text-status={text.status}>
                  <td className="py-2 pr-4">{t(`kinds.${text.kind}`)}</td>
                  <td className="py-2 pr-4">{pageLink(text) || "—"}</td>
                  <td className="py-2 pr-4">{fieldName(text.field)}</td>
                  <td className="max-w-sm py-2 pr-4" lang={answer.source_lang}>
                    {text.source_before !== null ? (
                      <dl className="space-y-1">
                        <dt className="font-medium text-gray-600">{t("texts.before")}</dt>
                        <dd className={EXCERPT}>{text.source_before}</dd>
                        <dt className="font-medium text-gray-600">{t("texts.now")}</dt>
                        <dd className={EXCERPT}>{text.source}</dd>
                      </dl>
                    ) : (
                      <p className={EXCERPT}>{text.source}</p>
                    )}
                  </td>
                  <td className="max-w-sm py-2 pr-4" lang={lang}>
                    {text.target ? <p className={EXCERPT}>{text.target}</p> : <p className="italic text-gray-600">{t("texts.none")}</p>}
                    {text.draft !== null && (
                      <div className="mt-1">
                        <p className="font-medium text-gray-600">{t("texts.draft")}</p>
                        <p className={EXCERPT}>{text.draft}</p>
                      </div>
                    )}
                  </td>
                  <td className="py-2">{t(`statuses.${text.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
