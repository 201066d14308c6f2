"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { recordSave } from "@/components/editing/use-undo";
import type { ConflictAuthor } from "@/components/editing/conflict-view";
import { SECTION_API } from "@/components/editors/shared/section-api";
import { z } from "zod";
import { ApiClientError, apiFetchVersioned, staleConflict } from "@/lib/api/client";
import { revisionAnswerSchema, rowOf } from "@/lib/editing/answers";
import type { Locale } from "@/lib/i18n/locales";
import { describeSection, toItems, type LayoutItem, type LayoutRow, type StoredSection } from "./layout-rows";
import { pageShareAnswer, toShareForm, type PageShareForm } from "./page-share";

const layoutAnswer = z.object({ items: z.array(rowOf<LayoutItem>()), ...pageShareAnswer.shape });

export const pageLayoutKey = (urlPage: string) => ["editing", "page_layout", urlPage] as const;

interface StoredLayout {
  rows: LayoutRow[];
  version: number;
  /** The page's share metadata as stored (issue 41). */
  share: PageShareForm;
}

/** What a save changes: the order (when rearranged) and the share fields changed (lib/sections/schemas.ts). */
export interface LayoutChanges {
  rows?: readonly LayoutRow[];
  share?: Record<string, unknown> | null;
}

/** A section of the layout, read as stored; one deleted meanwhile (404) is listed without a title. */
async function loadRow(item: LayoutItem, locale: Locale): Promise<LayoutRow> {
  try {
    const { data } = await apiFetchVersioned(`${SECTION_API[item.kind].path}/${item.id}`, rowOf<StoredSection>());
    return describeSection(item, data, locale);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return describeSection(item, null, locale);
    throw error;
  }
}

async function loadLayout(urlPage: string, locale: Locale): Promise<StoredLayout> {
  const { data, version } = await apiFetchVersioned(`/api/page-layout?${new URLSearchParams({ url_page: urlPage })}`, layoutAnswer);
  const rows = await Promise.all(data.items.map((item) => loadRow(item, locale)));
  return { rows, version, share: toShareForm(data) };
}

/** What went wrong with the last save: spec 002 §8's message, or another admin's newer order (412). */
export type SaveProblem = { kind: "failed" } | { kind: "stale"; changedBy: ConflictAuthor | null };

export type SaveOutcome = "saved" | "stale" | "failed";

/**
 * The page's sections as stored (GET /api/page-layout, then each section for its title) and the save of a
 * new order from the version loaded (PUT with If-Match). A stale save loads the stored order again.
 */
export function usePageLayout({ urlPage, locale, onSaved }: { urlPage: string; locale: Locale; onSaved(): void }) {
  const t = useTranslations("Editors.pageLayout");
  const queryClient = useQueryClient();
  const key = pageLayoutKey(urlPage);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const layout = useQuery({ queryKey: [...key, locale], queryFn: () => loadLayout(urlPage, locale), staleTime: 0, gcTime: 0 });

  const save = useMutation({
    mutationFn: ({ rows, share }: LayoutChanges) =>
      apiFetchVersioned(`/api/page-layout?${new URLSearchParams({ url_page: urlPage })}`, revisionAnswerSchema, {
        method: "PUT",
        body: { ...(rows && { items: toItems(rows) }), ...share },
        version: layout.data?.version,
      }),
    onMutate: () => setProblem(null),
    onSuccess: ({ data }) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: t("undoLabel", { page: urlPage }) });
      void queryClient.invalidateQueries({ queryKey: key });
      onSaved();
    },
    onError: (error) => {
      const stale = staleConflict(error);
      if (stale) {
        // Another admin stored another order: show theirs, and say so; nothing of this admin's was saved.
        setProblem({ kind: "stale", changedBy: stale.changedBy });
        void layout.refetch();
        return;
      }
      console.error("[page_layout] save failed:", error);
      setProblem({ kind: "failed" });
    },
  });

  return {
    loading: layout.isPending,
    loadFailed: layout.isError,
    retry: () => void layout.refetch(),
    /** The stored order and share metadata, with the version a save starts from. */
    stored: layout.data ?? null,
    saving: save.isPending,
    /** How the save ended: stored, refused as stale (the stored layout is loaded again), or failed. */
    saveChanges: (changes: LayoutChanges): Promise<SaveOutcome> =>
      save.mutateAsync(changes).then(
        () => "saved",
        (error: unknown) => (staleConflict(error) ? "stale" : "failed"),
      ),
    problem,
    clearProblem: () => setProblem(null),
  };
}
