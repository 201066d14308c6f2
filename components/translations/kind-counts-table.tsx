"use client";

import { useTranslations } from "next-intl";
import { CONTENT_KINDS } from "@/lib/translations/catalog";
import type { StatusAnswer } from "./translation-answers";
import { useLanguageName } from "./use-language-name";

const CELL = "py-2 pr-4 text-right tabular-nums";

/** The language's texts by kind of content (pages, posts, sections …): translated, missing and outdated, with the totals. */
export function KindCountsTable({ answer }: { answer: StatusAnswer }) {
  const t = useTranslations("Translations");
  const languageName = useLanguageName();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm" data-translation-kinds={answer.lang}>
        <caption className="pb-2 text-left text-lg font-semibold text-gray-900">{t("counts.caption", { language: languageName(answer.lang) })}</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-4">{t("counts.kind")}</th>
            <th scope="col" className={CELL}>{t("statuses.translated")}</th>
            <th scope="col" className={CELL}>{t("statuses.missing")}</th>
            <th scope="col" className={CELL}>{t("statuses.outdated")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {CONTENT_KINDS.map((kind) => (
            <tr key={kind} data-kind={kind}>
              <th scope="row" className="py-2 pr-4 font-normal">{t(`kinds.${kind}`)}</th>
              <td className={CELL}>{answer.kinds[kind].translated}</td>
              <td className={CELL}>{answer.kinds[kind].missing}</td>
              <td className={CELL}>{answer.kinds[kind].outdated}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-gray-200 font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-4">{t("counts.total")}</th>
            <td className={CELL}>{answer.total.translated}</td>
            <td className={CELL}>{answer.total.missing}</td>
            <td className={CELL}>{answer.total.outdated}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
