"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ToastProvider } from "@/components/toasts/toast-provider";
import type { Locale } from "@/lib/i18n/locales";
import { AddExistingMetrics } from "./add-existing-metrics";
import { CreateMetricForm } from "./create-metric-form";
import { MetricList } from "./metric-list";
import { OrderConflictView } from "./order-conflict";
import { SMALL_BUTTON } from "./styles";
import { useSectionMetrics } from "./use-section-metrics";

interface SectionMetricsProps {
  sectionId: string;
  locale: Locale;
  defaultLocale: Locale;
}

/**
 * The metrics area of a template section (spec 001 §2.1): its cards in order, their controls, "Add Existing
 * Metric" and the create form. Its own toasts: the page's sit behind the modal, which makes the page inert.
 */
export function SectionMetrics(props: SectionMetricsProps) {
  return (
    <ToastProvider>
      <SectionMetricsArea {...props} />
    </ToastProvider>
  );
}

function SectionMetricsArea({ sectionId, locale, defaultLocale }: SectionMetricsProps) {
  const t = useTranslations("Editors");
  const metrics = useSectionMetrics(sectionId);
  const [open, setOpen] = useState<"add" | "create" | null>(null);
  const { ids } = metrics;
  const toggle = (panel: "add" | "create") => setOpen((current) => (current === panel ? null : panel));
  const addCreated = async (id: string) => {
    const added = await metrics.saveOrder([...ids, id]);
    if (added) setOpen(null);
    return added;
  };

  if (metrics.loading) return <p className="text-sm text-gray-700">{t("metrics.loading")}</p>;
  if (metrics.failed) {
    return (
      <p role="alert" className="flex items-center gap-3 text-sm text-red-800">
        {t("errors.loadFailed")}
        <button type="button" className={SMALL_BUTTON} onClick={metrics.retry}>
          {t("retry")}
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-4" data-testid="section-metrics">
      {metrics.conflict && (
        <OrderConflictView conflict={metrics.conflict} library={metrics.library} locale={locale} saving={metrics.saving} onResolve={metrics.resolveConflict} />
      )}
      {metrics.cards.length === 0 ? (
        <p className="text-sm text-gray-700">{t("metrics.empty")}</p>
      ) : (
        <MetricList
          cards={metrics.cards}
          locale={locale}
          defaultLocale={defaultLocale}
          saving={metrics.saving}
          saveOrder={metrics.saveOrder}
          onRemove={(id) => metrics.saveOrder(ids.filter((other) => other !== id))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={SMALL_BUTTON} aria-expanded={open === "add"} onClick={() => toggle("add")}>
          {t("metrics.addExisting")}
        </button>
        <button type="button" className={SMALL_BUTTON} aria-expanded={open === "create"} onClick={() => toggle("create")}>
          {t("metrics.createNew")}
        </button>
      </div>
      {open === "add" && (
        <AddExistingMetrics available={metrics.available} locale={locale} adding={metrics.saving} onAdd={(id) => void metrics.saveOrder([...ids, id])} />
      )}
      {open === "create" && (
<CreateMetricForm onCreated={addCreated} onCancel={() => setOpen(null)} />
      )}
    </div>
  );
}
