"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/toasts/toast-provider";
import { z } from "zod";
import { apiFetchVersioned, staleConflict } from "@/lib/api/client";
import { rowOf } from "@/lib/editing/answers";
import type { MetricRow } from "@/lib/sections/queries";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "@/lib/sections/constants";

const sectionCardsAnswer = z.object({ metric_ids: z.array(z.string()) });
const libraryAnswer = z.object({ metrics: z.array(rowOf<MetricRow>()) });

export const metricKeys = {
  all: ["metrics"] as const,
  library: ["metrics", "library"] as const,
  section: (sectionId: string) => ["metrics", "section", sectionId] as const,
};

interface SectionCards {
  ids: string[];
  version: number;
}

/** A reorder refused as stale (412): the order this admin wanted, the stored one, and who stored it. */
export interface OrderConflict {
  mine: string[];
  theirs: string[];
  version: number;
  changedBy: { name: string | null; at: string } | null;
}

/** The page shows the section's cards too: it refetches them in place. */
export const announceSectionChange = () => window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));

/**
 * A section's metric cards in order (its ids, versioned with the section) and the organisation's metric
 * library they come from; `saveOrder` adds, removes and reorders them from the version held (If-Match).
 */
export function useSectionMetrics(sectionId: string) {
  const t = useTranslations("Editors.metrics");
  const toast = useToast();
  const queryClient = useQueryClient();
  const sectionKey = metricKeys.section(sectionId);
  const [conflict, setConflict] = useState<OrderConflict | null>(null);

  const section = useQuery({
    queryKey: sectionKey,
    queryFn: async (): Promise<SectionCards> => {
      const { data, version } = await apiFetchVersioned(`/api/template-sections/${sectionId}/metrics`, sectionCardsAnswer);
      return { ids: data.metric_ids, version };
    },
  });
  const library = useQuery({
    queryKey: metricKeys.library,
    queryFn: async () => (await apiFetchVersioned("/api/metrics", libraryAnswer)).data.metrics,
  });

  const order = useMutation({
    mutationFn: (ids: string[]) =>
      apiFetchVersioned(`/api/template-sections/${sectionId}/metrics`, sectionCardsAnswer, { method: "PUT", body: { metric_ids: ids }, version: section.data?.version }),
    // The cards move at once; a refused save puts the stored order back.
    onMutate: (ids) => queryClient.setQueryData<SectionCards>(sectionKey, (current) => current && { ...current, ids }),
    onSuccess: ({ data, version }) => {
      queryClient.setQueryData<SectionCards>(sectionKey, { ids: data.metric_ids, version });
      announceSectionChange();
    },
    onError: (error, mine) => {
      const stale = staleConflict(error);
      const stored = sectionCardsAnswer.safeParse(stale?.current);
      if (stale && stored.success) {
        // Someone else stored another order: show the stored one, and ask whose to keep (the conflict view).
        const theirs = stored.data.metric_ids;
        queryClient.setQueryData<SectionCards>(sectionKey, { ids: theirs, version: stale.current.version });
        setConflict({ mine, theirs, version: stale.current.version, changedBy: stale.changedBy });
        return;
      }
      toast("error", stale ? t("stale") : t("failedToUpdate"));
      void queryClient.invalidateQueries({ queryKey: sectionKey });
    },
  });

  const byId = new Map((library.data ?? []).map((metric) => [metric.id, metric]));
  const ids = section.data?.ids ?? [];
  const cards = ids.flatMap((id) => byId.get(id) ?? []);
  const available = (library.data ?? []).filter((metric) => !ids.includes(metric.id));

  return {
    loading: section.isPending || library.isPending,
    failed: section.isError || library.isError,
    retry: () => void Promise.all([section.refetch(), library.refetch()]),
    /** The section's card ids as stored: what add, remove and reorder start from. */
    ids,
    cards,
    available,
    saving: order.isPending,
    saveOrder: (next: string[]) => order.mutateAsync(next).then(() => true, () => false),
    conflict,
    /** "Keep mine" saves this admin's order from the stored version; "Take theirs" keeps the stored one. */
    resolveConflict: (choice: "mine" | "theirs") => {
      const mine = conflict?.mine;
      setConflict(null);
      if (choice === "mine" && mine) void order.mutateAsync(mine).catch(() => undefined);
    },
    library: library.data ?? [],
    refreshLibrary: () => queryClient.invalidateQueries({ queryKey: metricKeys.library }),
  };
}

export type SectionMetricsState = ReturnType<typeof useSectionMetrics>;
