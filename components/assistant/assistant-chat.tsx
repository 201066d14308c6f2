"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useSite } from "@/components/site/site-context";
import { apiFetch } from "@/lib/api/client";
import { QUESTION_MAX_LENGTH } from "@/lib/assistant/constants";
import { assistantKeys } from "@/lib/assistant/query-keys";
import { askAnswerSchema, publicAssistantSchema, type AskAnswer } from "@/lib/assistant/schemas";
import { AssistantAnswer } from "./assistant-answer";
import { errorKey } from "./error-text";

const BUTTON = "rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-60";

/** The widget's AI view for a signed-in visitor: greeting, question box and the answers with their sources. */
export function AssistantChat({ token }: { token: string }) {
  const t = useTranslations("Assistant");
  const { locale } = useSite();
  const inputId = useId();
  const [question, setQuestion] = useState("");
  const [exchanges, setExchanges] = useState<{ question: string; answer: AskAnswer }[]>([]);
  const info = useQuery({ queryKey: assistantKeys.info, queryFn: () => apiFetch("/api/assistant", publicAssistantSchema) });
  const ask = useMutation({
    mutationFn: (text: string) => apiFetch("/api/assistant/ask", askAnswerSchema, { method: "POST", body: { question: text, locale }, token }),
    onSuccess: (answer, text) => {
      setExchanges((list) => [...list, { question: text, answer }]);
      setQuestion("");
    },
  });

  if (info.isPending) return <p role="status">{t("admin.loading")}</p>;
  const name = info.data?.name ?? t("admin.title");
  const disabled = info.data?.enabled === false || errorKey(ask.error) === "widget.disabled";
  if (disabled) return <p role="alert" data-assistant-disabled>{t("widget.disabled")}</p>;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (text && !ask.isPending) ask.mutate(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) submit(event);
  };

  return (
    <div className="space-y-4" data-assistant>
      <div>
        <h3 className="text-lg font-semibold text-gray-900">{name}</h3>
        <p className="mt-1 whitespace-pre-line text-gray-700">{info.data?.greeting || t("widget.defaultGreeting")}</p>
      </div>
      <ol aria-label={t("widget.conversation")} aria-live="polite" className="space-y-4">
        {exchanges.map((exchange, index) => (
          <AssistantAnswer key={index} question={exchange.question} answer={exchange.answer} name={name} />
        ))}
      </ol>
      {ask.isPending && <p role="status">{t("widget.asking")}</p>}
      {ask.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(errorKey(ask.error))}
        </p>
      )}
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-gray-900">
          {t("widget.questionLabel")}
        </label>
        <textarea
          id={inputId}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={QUESTION_MAX_LENGTH}
          rows={3}
          placeholder={t("widget.placeholder")}
          aria-describedby={`${inputId}-left`}
          className="w-full rounded-lg border border-gray-400 p-2 text-gray-900 focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-600"
        />
        <div className="flex items-center justify-between gap-2">
          <p id={`${inputId}-left`} className="text-xs text-gray-700">
            {t("widget.charactersLeft", { count: QUESTION_MAX_LENGTH - question.length })}
          </p>
          <button type="submit" disabled={ask.isPending || question.trim() === ""} className={BUTTON}>
            {t("widget.ask")}
          </button>
        </div>
      </form>
    </div>
  );
}
