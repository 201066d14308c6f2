"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { apiFetch } from "@/lib/api/client";
import { UNANSWERED_LIST_LIMIT } from "@/lib/assistant/constants";
import { assistantKeys } from "@/lib/assistant/query-keys";
import { questionsAnswerSchema } from "@/lib/assistant/schemas";
import { LOCALE_NAMES } from "@/lib/i18n/locales";

/** The recent questions the assistant could not answer: the help centre's to-do list. */
export function UnansweredQuestions({ token, userId }: { token: string; userId: string }) {
  const t = useTranslations("Assistant.admin");
  const format = useFormatter();
  const id = useId();
  const list = useQuery({
    queryKey: [...assistantKeys.unanswered, userId],
    queryFn: () => apiFetch(`/api/assistant/questions?unanswered=1&limit=${UNANSWERED_LIST_LIMIT}`, questionsAnswerSchema, { token }),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-assistant-unanswered>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {t("unansweredTitle")}
      </h2>
      <p className="text-gray-700">{t("unansweredIntro")}</p>
      {list.isPending && <p role="status">{t("loading")}</p>}
      {list.isError && (
        <div role="alert" className="space-y-2">
          <p className="text-red-700">{t("loadFailed")}</p>
          <button type="button" onClick={() => void list.refetch()} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold">
            {t("retry")}
          </button>
        </div>
      )}
      {list.data?.questions.length === 0 && <p>{t("unansweredEmpty")}</p>}
      {list.data && list.data.questions.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">{t("question")}</th>
              <th scope="col" className="px-3 py-2">{t("language")}</th>
              <th scope="col" className="px-3 py-2">{t("askedAt")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.data.questions.map((question) => (
              <tr key={question.id}>
                <td className="whitespace-pre-line break-words px-3 py-2 text-gray-900">{question.question}</td>
                <td className="px-3 py-2 text-gray-700">{LOCALE_NAMES[question.locale]}</td>
                <td className="px-3 py-2 text-gray-700">{format.dateTime(new Date(question.created_at), { dateStyle: "medium", timeStyle: "short" })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
