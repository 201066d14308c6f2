"use client";

import { useTranslations } from "next-intl";
import type { LayoutCounts as Counts } from "./layout-rows";

const ORDER = ["total", "hero", "template_section", "heading_section"] as const;

/** Spec 002 §2: the total section count and the counts of hero, template_section and heading_section. */
export function LayoutCounts({ counts }: { counts: Counts }) {
  const t = useTranslations("Editors.pageLayout.counts");
  return (
    <dl aria-label={t("label")} data-testid="layout-counts" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {ORDER.map((key) => (
        <div key={key} data-count={key} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
          <dt className="text-xs font-medium text-gray-700">{t(key)}</dt>
          <dd className="text-lg font-semibold tabular-nums text-gray-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
