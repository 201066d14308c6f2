"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

/** Questions the AI assistant found no good answer to: the help centre's to-do list, handled in AI Agents. */
export function QuestionsCard({ questions }: { questions: Dashboard["questions"] }) {
  const t = useTranslations("Dashboard.questions");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized("/admin/ai/management")} className={CARD_LINK}>
          {t("manage")}
        </a>
      }
    >
      <p data-unanswered-questions={questions.unanswered}>{t("count", { count: questions.unanswered })}</p>
      {questions.recent.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {questions.recent.map((question) => (
            <li key={question.id} className="py-2">
              <p className="break-words text-gray-900">{question.question}</p>
              <p className="text-gray-600">
                <time dateTime={question.asked_at}>{when.format(new Date(question.asked_at))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
