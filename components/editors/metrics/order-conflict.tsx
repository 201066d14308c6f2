"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConflictView, type ConflictChoice } from "@/components/editing/conflict-view";
import { pickTranslation } from "@/lib/i18n/translation";
import type { Locale } from "@/lib/i18n/locales";
import type { MetricRow } from "@/lib/sections/queries";
import type { OrderConflict } from "./use-section-metrics";
import { SMALL_BUTTON } from "./styles";

interface OrderConflictProps {
  conflict: OrderConflict;
  library: MetricRow[];
  locale: Locale;
  saving: boolean;
  onResolve(choice: ConflictChoice): void;
}

/**
 * Two admins reordered the same section's cards: the platform's conflict view, for the one field they share,
 * with both orders as titles. "Keep mine" saves this admin's order over theirs; "Take theirs" keeps the stored one.
 */
export function OrderConflictView({ conflict, library, locale, saving, onResolve }: OrderConflictProps) {
  const t = useTranslations("Editors");
  const [choice, setChoice] = useState<ConflictChoice | undefined>();
  const [asked, setAsked] = useState(false);
  const titles = new Map(library.map((metric) => [metric.id, pickTranslation(metric.title, metric.title_translation, locale) || t("metrics.untitled")]));
  return (
    <div className="space-y-2">
      <ConflictView
        conflicts={[{ field: "metric_ids", mine: conflict.mine, theirs: conflict.theirs }]}
        autoMerged={[]}
        changedBy={conflict.changedBy}
        choices={choice ? { metric_ids: choice } : {}}
        onChoose={(_field, picked) => setChoice(picked)}
        fieldLabel={() => t("metrics.order")}
        formatValue={(_field, ids) => (
          <ol className="ml-5 list-decimal">
            {(ids as string[]).map((id) => (
              <li key={id}>{titles.get(id) ?? t("metrics.untitled")}</li>
            ))}
          </ol>
        )}
        showUnresolved={asked}
      />
      <div className="flex justify-end">
        <button type="button" className={SMALL_BUTTON} disabled={saving} onClick={() => (choice ? onResolve(choice) : setAsked(true))}>
          {t("metrics.apply")}
        </button>
      </div>
    </div>
  );
}
