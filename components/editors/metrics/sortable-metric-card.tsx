"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MetricCard } from "@/components/sections/metric-card";
import type { Locale } from "@/lib/i18n/locales";
import { EDITOR_METRIC_IMAGE_HEIGHT, METRIC_CARD_MIN_HEIGHT_PX, METRIC_CARD_WIDTH_PX } from "@/lib/metrics/constants";
import type { MetricRow } from "@/lib/sections/queries";
import { textStyle } from "@/lib/sections/text-styles";
import { MetricControls, type MetricPanelKind } from "./metric-controls";
import { MetricPanels } from "./metric-panels";
import { SMALL_BUTTON } from "./styles";

interface SortableMetricCardProps {
  metric: MetricRow;
  /** The card's title in the language being viewed. */
  title: string;
  position: { index: number; count: number };
  disabled: boolean;
  locale: Locale;
  defaultLocale: Locale;
  onMove(step: -1 | 1): void;
  onRemove(): Promise<boolean>;
}

/** One card of the section as visitors see it, with its drag handle, Move up / Move down and hover controls. */
export function SortableMetricCard({ metric, title, position, disabled, locale, defaultLocale, onMove, onRemove }: SortableMetricCardProps) {
  const t = useTranslations("Editors.metrics");
  const [panel, setPanel] = useState<MetricPanelKind | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: metric.id, disabled });
  const style = { transform: CSS.Transform.toString(transform), transition, width: METRIC_CARD_WIDTH_PX };

  return (
    <li ref={setNodeRef} style={style} aria-label={title} data-metric-card={metric.id} className={`group flex flex-col gap-2 ${isDragging ? "z-10 opacity-80" : ""}`}>
      <div className="flex items-center gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t("dragHandle", { title })}
          className={`${SMALL_BUTTON} cursor-grab touch-none active:cursor-grabbing`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
          </svg>
        </button>
        <button type="button" className={SMALL_BUTTON} disabled={disabled || position.index === 0} onClick={() => onMove(-1)}>
          {t("moveUp")}
        </button>
        <button type="button" className={SMALL_BUTTON} disabled={disabled || position.index === position.count - 1} onClick={() => onMove(1)}>
          {t("moveDown")}
        </button>
        <span className="ml-auto text-xs text-gray-700">{t("position", { position: position.index + 1, count: position.count })}</span>
      </div>
      <div className="relative" style={{ minHeight: METRIC_CARD_MIN_HEIGHT_PX }}>
        <MetricCard metric={metric} style={textStyle("default")} heightClass={EDITOR_METRIC_IMAGE_HEIGHT} imageBottom={false} context={{ locale, defaultLocale }} />
        <MetricControls metric={metric} title={title} open={panel} onOpen={(next) => setPanel((current) => (current === next ? null : next))} />
      </div>
      <MetricPanels panel={panel} metric={metric} title={title} locale={locale} defaultLocale={defaultLocale} onClose={(closed) => setPanel((current) => (current === closed ? null : current))} onRemove={onRemove} />
    </li>
  );
}
