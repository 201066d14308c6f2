"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { useToast } from "@/components/toasts/toast-provider";
import { apiFetchVersioned } from "@/lib/api/client";
import type { metricCreateSchema } from "@/lib/sections/schemas";
import { metricKeys } from "./use-section-metrics";

/** POST /api/metrics: a new card in the organisation's library; answers its id, or null after a toast. */
export function useMetricCreate() {
  const t = useTranslations("Editors.metrics");
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: z.infer<typeof metricCreateSchema>) => apiFetchVersioned("/api/metrics", z.looseObject({ id: z.string() }), { method: "POST", body: values }),
    onError: () => toast("error", t("createFailed")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.library }),
  });
  return {
    pending: create.isPending,
    create: (values: z.infer<typeof metricCreateSchema>) => create.mutateAsync(values).then(({ data }) => data.id, () => null),
  };
}
