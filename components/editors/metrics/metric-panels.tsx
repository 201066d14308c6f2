"use client";

import type { Locale } from "@/lib/i18n/locales";
import type { MetricRow } from "@/lib/sections/queries";
import type { MetricPanelKind } from "./metric-controls";
import { MetricColourField } from "./metric-colour-field";
import { MetricMediaField } from "./metric-media-field";
import { MetricTextEditor } from "./metric-text-editor";
import { RemoveOrDeleteDialog } from "./remove-or-delete-dialog";

interface MetricPanelsProps {
  panel: MetricPanelKind | null;
  metric: MetricRow;
  title: string;
  locale: Locale;
  defaultLocale: Locale;
  /** Closes `panel` if it is still the open one: a save that ends after the admin opened another keeps that one. */
  onClose(panel: MetricPanelKind): void;
  onRemove(): Promise<boolean>;
}

/** The panel a card's control opened, under the card. */
export function MetricPanels({ panel, metric, title, locale, defaultLocale, onClose, onRemove }: MetricPanelsProps) {
  if (panel === "text") return <MetricTextEditor metric={metric} title={title} locale={locale} defaultLocale={defaultLocale} onDone={() => onClose("text")} />;
  if (panel === "media") return <MetricMediaField metric={metric} title={title} onDone={() => onClose("media")} />;
  if (panel === "colour") return <MetricColourField metric={metric} title={title} />;
  if (panel === "remove") return <RemoveOrDeleteDialog metric={metric} title={title} onRemove={onRemove} onCancel={() => onClose("remove")} />;
  return null;
}
