"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { useToast } from "@/components/toasts/toast-provider";
import { recordSave } from "@/components/editing/use-undo";
import { apiFetchVersioned } from "@/lib/api/client";
import { revisionAnswerSchema } from "@/lib/editing/answers";
import type { metricPatchSchema } from "@/lib/sections/schemas";
import { announceSectionChange, metricKeys } from "./use-section-metrics";

type MetricPatch = z.infer<typeof metricPatchSchema>;

/** The spec's toasts (001 §8): which failure a change reports, and the one success it announces. */
export type MetricFailure = "failedToUpdate" | "failedToUpdateTitle" | "failedToUpdateDescription" | "failedToUpdateImage" | "failedToRemoveMedia";

export interface MetricChange {
  id: string;
  /** How undo names the card. */
  title: string;
  /** One field (spec 001 §7: PATCH /api/metrics/{id} with one changed field at a time). */
  changes: MetricPatch;
  failure?: MetricFailure;
  success?: "mediaRemoved";
}

/** One PATCH of a metric: on success the list is refreshed, on failure the spec's toast. */
export function useMetricPatch() {
  const t = useTranslations("Editors.metrics");
  const toast = useToast();
  const queryClient = useQueryClient();
  const patch = useMutation({
    mutationFn: ({ id, changes }: MetricChange) => apiFetchVersioned(`/api/metrics/${id}`, revisionAnswerSchema, { method: "PATCH", body: changes }),
    onSuccess: ({ data }, change) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: t("undoLabel", { title: change.title }) });
      if (change.success) toast("success", t(change.success));
      announceSectionChange();
    },
    onError: (_error, change) => toast("error", t(change.failure ?? "failedToUpdate")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: metricKeys.library }),
  });
  return { pending: patch.isPending, change: (change: MetricChange) => patch.mutateAsync(change).then(() => true, () => false) };
}
