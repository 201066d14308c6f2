"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { BackgroundControls, type BackgroundFields } from "@/components/editors/template-section/background-controls";
import { sameValue } from "@/lib/editing/merge";
import type { MetricRow } from "@/lib/sections/queries";
import { metricPatchSchema } from "@/lib/sections/schemas";
import { MetricPanel } from "./metric-panel";
import { SMALL_BUTTON } from "./styles";
import { useMetricPatch, type MetricChange } from "./use-metric-patch";

const backgroundSchema = metricPatchSchema.pick({ background_color: true, is_gradient: true, gradient: true }).required();

/**
 * The card's background with the section editor's own colour controls; Apply saves each changed field as
 * its own PATCH (spec 001 §7).
 */
export function MetricColourField({ metric, title }: { metric: MetricRow; title: string }) {
  const t = useTranslations("Editors.metrics");
  const patch = useMetricPatch();
  const stored: BackgroundFields = { background_color: metric.background_color, is_gradient: metric.is_gradient, gradient: metric.gradient };
  const form = useForm<BackgroundFields>({ resolver: zodResolver(backgroundSchema), defaultValues: stored });

  const apply = async (values: BackgroundFields) => {
    const changes: MetricChange["changes"][] = [];
    if (values.background_color !== stored.background_color) changes.push({ background_color: values.background_color });
    if (values.is_gradient !== stored.is_gradient) changes.push({ is_gradient: values.is_gradient });
    if (!sameValue(values.gradient, stored.gradient)) changes.push({ gradient: values.gradient });
    let saved = true;
    for (const change of changes) saved = (await patch.change({ id: metric.id, title, changes: change })) && saved;
    if (saved) form.reset(values);
  };

  const submit = () => void form.handleSubmit(apply)();

  return (
    <MetricPanel label={t("backgroundLabel", { title })} onSubmit={submit}>
      <FormProvider {...form}>
        <BackgroundControls />
      </FormProvider>
      <div className="flex justify-end">
        <button type="button" className={SMALL_BUTTON} disabled={patch.pending || !form.formState.isDirty} onClick={submit}>
          {t("apply")}
        </button>
      </div>
    </MetricPanel>
  );
}
