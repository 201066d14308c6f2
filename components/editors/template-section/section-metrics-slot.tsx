"use client";

import { useTranslations } from "next-intl";
import { SectionMetrics } from "@/components/editors/metrics/section-metrics";
import type { Locale } from "@/lib/i18n/locales";

/** The metrics area of the modal. Spec 001 §4: in create mode adding metrics is disabled. */
export function SectionMetricsSlot({ sectionId, locale, defaultLocale }: { sectionId?: string; locale: Locale; defaultLocale: Locale }) {
  const t = useTranslations("Editors.templateSection");
  if (!sectionId) {
    return (
      <p data-testid="metrics-disabled" className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">
        {t("saveFirstForMetrics")}
      </p>
    );
  }
  return <SectionMetrics sectionId={sectionId} locale={locale} defaultLocale={defaultLocale} />;
}
