"use client";

import { useTranslations } from "next-intl";
import type { MetricRow } from "@/lib/sections/queries";
import { SMALL_BUTTON } from "./styles";
import { useMetricPatch } from "./use-metric-patch";

export type MetricPanelKind = "text" | "media" | "colour" | "remove";

// One field each (spec 001 §7); pressed = the field is on.
const TOGGLES = [
  { field: "is_title_displayed", label: "showTitle", changes: (on: boolean) => ({ is_title_displayed: on }) },
  { field: "is_image_rounded_full", label: "roundImage", changes: (on: boolean) => ({ is_image_rounded_full: on }) },
  { field: "is_card_type", label: "cardType", changes: (on: boolean) => ({ is_card_type: on }) },
] as const;

const PANELS: readonly { panel: MetricPanelKind; label: string }[] = [
  { panel: "text", label: "editText" },
  { panel: "media", label: "media" },
  { panel: "colour", label: "backgroundColour" },
  { panel: "remove", label: "removeOrDelete" },
];

interface MetricControlsProps {
  metric: MetricRow;
  title: string;
  open: MetricPanelKind | null;
  onOpen(panel: MetricPanelKind): void;
}

/**
 * The controls shown while the card is hovered or holds focus (spec 001 §2.1): each switch is one PATCH of
 * one field (§7); the others open a panel under the card.
 */
export function MetricControls({ metric, title, open, onOpen }: MetricControlsProps) {
  const t = useTranslations("Editors.metrics");
  const patch = useMetricPatch();
  return (
    <div
      role="toolbar"
      aria-label={t("controlsLabel", { title })}
      className="absolute inset-x-2 top-2 flex flex-wrap gap-1 rounded-lg bg-white/95 p-1.5 opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 has-[[aria-expanded=true]]:opacity-100"
    >
      {TOGGLES.map(({ field, label, changes }) => (
        <button
          key={field}
          type="button"
          aria-pressed={metric[field]}
          disabled={patch.pending}
          className={SMALL_BUTTON}
          onClick={() => void patch.change({ id: metric.id, title, changes: changes(!metric[field]) })}
        >
          {t(label)}
        </button>
      ))}
      {PANELS.map(({ panel, label }) => (
        <button key={panel} type="button" aria-expanded={open === panel} className={SMALL_BUTTON} onClick={() => onOpen(panel)}>
          {t(label)}
        </button>
      ))}
    </div>
  );
}
