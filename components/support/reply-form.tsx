"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "@/lib/support/contract";
import { PRIMARY_BUTTON } from "./styles";
import { useSupportError } from "./use-support-error";

interface ReplyFormProps {
  label: string;
  placeholder?: string;
  /** Sends the trimmed text; a rejection is shown under the box and the text is kept. */
  onSend(body: string): Promise<unknown>;
}

type ReplyValues = { body: string };

/** The message box of a thread and of live support: Send or Cmd/Ctrl+Enter, at most MESSAGE_MAX_LENGTH characters. */
export function ReplyForm({ label, placeholder, onSend }: ReplyFormProps) {
  const t = useTranslations("Support");
  const errorText = useSupportError();
  const id = useId();
  const [sendError, setSendError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        body: z
          .string()
          .trim()
          .min(1, t("errors.empty"))
          .max(MESSAGE_MAX_LENGTH, t("errors.tooLong", { max: MESSAGE_MAX_LENGTH })),
      }),
    [t],
  );
  const form = useForm<ReplyValues>({ resolver: zodResolver(schema), defaultValues: { body: "" } });
  const length = useWatch({ control: form.control, name: "body" }).length;

  const submit = form.handleSubmit(async ({ body }) => {
    setSendError(null);
    try {
      await onSend(body);
      form.reset();
    } catch (error) {
      setSendError(errorText(error));
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || !(event.metaKey || event.ctrlKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const atLimit = length >= MESSAGE_MAX_LENGTH;
  const error = form.formState.errors.body?.message ?? sendError ?? (atLimit ? t("errors.tooLong", { max: MESSAGE_MAX_LENGTH }) : null);
  const sending = form.formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-reply-form="">
      <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        {...form.register("body")}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
        aria-invalid={Boolean(form.formState.errors.body) || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="block w-full resize-y rounded-lg border border-gray-400 px-3 py-2 text-gray-900 focus:border-sky-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-gray-700">
          {t("sendHint")} · {t("characters", { count: length, max: MESSAGE_MAX_LENGTH })}
        </p>
        <button type="submit" disabled={sending} aria-busy={sending} className={PRIMARY_BUTTON}>
          {sending ? t("sending") : t("send")}
        </button>
      </div>
    </form>
  );
}
