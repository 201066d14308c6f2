"use client";

import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import type { TextEntry } from "@/lib/translations/texts";

export type OutdatedText = Pick<TextEntry, "entity" | "id" | "field" | "source" | "source_before">;

interface OutdatedTexts {
  texts: OutdatedText[];
  /** The ids of rows with an outdated text (a section's mark). */
  rows: ReadonlySet<string>;
}

const OutdatedTextsContext = createContext<OutdatedTexts>({
  texts: [],
  rows: new Set(),
});

export const translationStatusKey = (lang: string) => ["translations", "status", lang] as const;

/**
 * The texts whose translation into the language being viewed is outdated (issue 42 §1), for the marks of edit mode.
 * Fetched only for admins viewing another language than the default, in edit mode.
 */
export function OutdatedTextsProvider({ enabled, locale, children }: { enabled: boolean; locale: Locale; children: ReactNode }) {
  const { data } = useQuery({
    queryKey: translationStatusKey(locale),
    queryFn: () => apiFetch(`/api/translations/status?lang=${locale}`, anyAnswer) as Promise<{ texts: TextEntry[] }>,
    enabled,
  });
  const value = useMemo(() => {
    const texts = enabled ? (data?.texts ?? []).filter((text) => text.status === "outdated") : [];
    return { texts, rows: new Set(texts.map((text) => text.id)) };
  }, [data, enabled]);
  return <OutdatedTextsContext value={value}>{children}</OutdatedTextsContext>;
}

/** The rows that have an outdated translation. */
export function useOutdatedRows(): ReadonlySet<string> {
  return useContext(OutdatedTextsContext).rows;
}

/**
 * The field's outdated translation, if it is one: found by the field and its source text as the editor holds it
 * (the field component knows no row id; two rows with the same field and the same text share their status).
 */
export function useOutdatedText(field: string, source: string | null): OutdatedText | null {
  const { texts } = useContext(OutdatedTextsContext);
  return useMemo(() => texts.find((text) => text.field === field && text.source === (source ?? "")) ?? null, [texts, field, source]);
}
