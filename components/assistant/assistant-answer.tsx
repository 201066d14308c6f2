"use client";

import { useTranslations } from "next-intl";
import type { AskAnswer } from "@/lib/assistant/schemas";
import { isSitePath } from "./error-text";

const LINK = "font-semibold text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** One question and the assistant's answer, as text (never HTML), with its sources as links. */
export function AssistantAnswer({ question, answer, name }: { question: string; answer: AskAnswer; name: string }) {
  const t = useTranslations("Assistant.widget");
  const links = answer.sources.filter((source) => isSitePath(source.url));
  return (
    <li className="space-y-2">
      <div className="ml-8 rounded-lg bg-sky-50 p-3">
        <p className="text-xs font-semibold text-gray-700">{t("you")}</p>
        <p className="whitespace-pre-line break-words text-gray-900">{question}</p>
      </div>
      <div className="mr-8 rounded-lg border border-gray-200 p-3" data-assistant-answer data-answered={answer.answered}>
        <p className="text-xs font-semibold text-gray-700">{name}</p>
        <p className="whitespace-pre-line break-words text-gray-900">{answer.answer}</p>
        {links.length > 0 && (
          <div className="mt-2">
            <p className="text-xs font-semibold text-gray-700">{t("sources")}</p>
            <ul className="list-disc pl-5 text-sm" data-assistant-sources>
              {links.map((source) => (
                <li key={`${source.url}\n${source.title}`}>
                  <a href={source.url} className={LINK}>
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
