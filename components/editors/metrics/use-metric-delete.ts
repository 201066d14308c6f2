"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { recordSave } from "@/components/editing/use-undo";
import { useToast } from "@/components/toasts/toast-provider";
import { apiFetchVersioned, staleConflict } from "@/lib/api/client";
import { revisionAnswerSchema } from "@/lib/editing/answers";
import type { MetricRow } from "@/lib/sections/queries";
import { announceSectionChange, metricKeys } from "./use-section-metrics";

/**
 * Deleting a metric permanently, from the version the editor holds: the database removes it from every
 * section that shows it in the same transaction (foreign key cascade). Ctrl+Z brings it back.
 */
export function useMetricDelete() {
  const t = useTranslations("Editors.metrics");
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ metric }: { metric: MetricRow; title: string }) =>
      apiFetchVersioned(`/api/metrics/${metric.id}`, revisionAnswerSchema, { method: "DELETE", version: metric.version }),
    onSuccess: ({ data }, { title }) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: t("undoLabel", { title }) });
      announceSectionChange();
    },
    onError: (error) => toast("error", staleConflict(error) ? t("stale") : t("deleteFailed")),
    // Every section's cards may have changed, this one's too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: metricKeys.all }),
  });
  return { remove: (metric: MetricRow, title: string) => remove.mutateAsync({ metric, title }).then(() => true, () => false) };
}
