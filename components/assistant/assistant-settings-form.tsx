"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, type FieldError } from "react-hook-form";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { ASSISTANT_SOURCES, GREETING_MAX_LENGTH, NAME_MAX_LENGTH, type AssistantSource } from "@/lib/assistant/constants";
import { assistantKeys } from "@/lib/assistant/query-keys";
import { assistantSettingsInputSchema, settingsAnswerSchema, type AssistantSettingsInput } from "@/lib/assistant/schemas";

type Settings = z.infer<typeof settingsAnswerSchema>;

const SOURCE_LABEL: Record<AssistantSource, "sourceFaq" | "sourceKnowledgeBase" | "sourceHelpCenter"> = {
  faq: "sourceFaq",
  knowledge_base: "sourceKnowledgeBase",
  help_center: "sourceHelpCenter",
};
const INPUT = "mt-1 w-full rounded-lg border border-gray-400 p-2 text-gray-900 focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-600";

const formValues = (settings: Settings): AssistantSettingsInput => ({
  name: settings.name,
  greeting: settings.greeting ?? "",
  is_enabled: settings.is_enabled,
  sources: settings.sources,
});

/** The assistant's name, greeting, on/off switch and sources, saved with PUT /api/assistant/settings. */
export function AssistantSettingsForm({ token, initial, userId }: { token: string; initial: Settings; userId: string }) {
  const t = useTranslations("Assistant.admin");
  const id = useId();
  const client = useQueryClient();
  const { register, handleSubmit, reset, formState } = useForm<AssistantSettingsInput>({
    resolver: zodResolver(assistantSettingsInputSchema),
    defaultValues: formValues(initial),
  });
  const save = useMutation({
    mutationFn: (values: AssistantSettingsInput) => apiFetch("/api/assistant/settings", settingsAnswerSchema, { method: "PUT", body: values, token }),
    onSuccess: (saved) => {
      client.setQueryData([...assistantKeys.settings, userId], saved);
      reset(formValues(saved));
    },
  });
  const fieldError = (error: FieldError | undefined) => (error ? t(error.type === "too_small" ? "nameRequired" : "tooLong") : null);
  const nameError = fieldError(formState.errors.name);
  const greetingError = fieldError(formState.errors.greeting);

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-2xl space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {t("settingsTitle")}
      </h2>
      <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4" data-assistant-settings>
        <div>
          <label htmlFor={`${id}-name`} className="block font-semibold text-gray-900">
            {t("name")}
          </label>
          <input id={`${id}-name`} {...register("name")} maxLength={NAME_MAX_LENGTH} aria-invalid={Boolean(nameError)} aria-describedby={nameError ? `${id}-name-error` : undefined} className={INPUT} />
          {nameError && <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">{nameError}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-greeting`} className="block font-semibold text-gray-900">
            {t("greeting")}
          </label>
          <textarea
            id={`${id}-greeting`}
            {...register("greeting")}
            rows={3}
            maxLength={GREETING_MAX_LENGTH}
            aria-invalid={Boolean(greetingError)}
            aria-describedby={`${id}-greeting-hint${greetingError ? ` ${id}-greeting-error` : ""}`}
            className={INPUT}
          />
          <p id={`${id}-greeting-hint`} className="mt-1 text-sm text-gray-700">{t("greetingHint")}</p>
          {greetingError && <p id={`${id}-greeting-error`} className="mt-1 text-sm text-red-700">{greetingError}</p>}
        </div>
        <label className="flex items-center gap-2 font-semibold text-gray-900">
          <input type="checkbox" {...register("is_enabled")} className="h-4 w-4" />
          {t("enabled")}
        </label>
        <fieldset>
          <legend className="font-semibold text-gray-900">{t("sources")}</legend>
          {ASSISTANT_SOURCES.map((source) => (
            <label key={source} className="mt-1 flex items-center gap-2 text-gray-900">
              <input type="checkbox" value={source} {...register("sources")} className="h-4 w-4" />
              {t(SOURCE_LABEL[source])}
            </label>
          ))}
        </fieldset>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={save.isPending}
            className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-60"
          >
            {save.isPending ? t("saving") : t("save")}
          </button>
          <p role="status" className="text-sm text-gray-700">
            {save.isSuccess && !formState.isDirty ? t("saved") : ""}
          </p>
        </div>
        {save.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {t("saveFailed")}
          </p>
        )}
      </form>
    </section>
  );
}
