"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { MetricRow } from "@/lib/sections/queries";
import { PANEL, SMALL_BUTTON } from "./styles";

interface AddExistingMetricsProps {
  /** The organisation's metrics that this section does not show yet. */
  available: MetricRow[];
  locale: Locale;
  adding: boolean;
  onAdd(id: string): void;
}

/** "Add Existing Metric" (spec 001 §2.1): the library's other cards, "All Metrics Added" when none, and their count. */
export function AddExistingMetrics({ available, locale, adding, onAdd }: AddExistingMetricsProps) {
  const t = useTranslations("Editors.metrics");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={PANEL} data-testid="add-existing-metrics">
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {t("addExisting")}
      </h4>
      {available.length === 0 ? (
        <p className="text-sm text-gray-800">{t("allAdded")}</p>
      ) : (
        <ul className="max-h-64 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-200 bg-white">
          {available.map((metric) => {
            const title = pickTranslation(metric.title, metric.title_translation, locale).trim() || t("untitled");
            return (
              <li key={metric.id} className="flex items-center gap-3 px-3 py-2 text-sm text-gray-900">
                <span className="min-w-0 flex-1 truncate">{title}</span>
                <button type="button" className={SMALL_BUTTON} disabled={adding} aria-label={t("addNamed", { title })} onClick={() => onAdd(metric.id)}>
                  {t("add")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-gray-700" data-testid="metrics-available-count">
        {t("availableCount", { count: available.length })}
      </p>
    </section>
  );
}
