"use client";

import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import { XLIFF_CONTENT_TYPE } from "@/lib/translations/constants";
import { importAnswerSchema, statusAnswerSchema, type ImportAnswer } from "./translation-answers";

export const TRANSLATION_STATUS_QUERY_KEY = ["translation-status"] as const;

/** GET /api/translations/status for one language, as the signed-in admin. */
export function translationStatusQuery(lang: Locale, userId: string, token: string) {
  return queryOptions({
    queryKey: [...TRANSLATION_STATUS_QUERY_KEY, lang, userId],
    queryFn: () => apiFetch(`/api/translations/status?lang=${lang}`, statusAnswerSchema, { token, cache: "no-store" }),
    staleTime: 0,
  });
}

/** POST /api/translations/import with the translator's file as the body. */
export function importXliff(xml: string, token: string): Promise<ImportAnswer> {
  return apiFetch("/api/translations/import", importAnswerSchema, { method: "POST", text: { body: xml, contentType: XLIFF_CONTENT_TYPE }, token });
}
