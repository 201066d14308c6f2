"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { MetricRow } from "@/lib/sections/queries";
import { MetricPanel } from "./metric-panel";
import { BOX, LABEL, SMALL_BUTTON } from "./styles";
import { useMetricDelete } from "./use-metric-delete";

type Choice = "remove" | "delete";

interface RemoveOrDeleteDialogProps {
  metric: MetricRow;
  /** The card's title as shown: typing it exactly enables a permanent delete. */
  title: string;
  onRemove(): Promise<boolean>;
  onCancel(): void;
}

/**
 * Spec 001 §2.1: remove the card from this section only (no typing), or delete it permanently from every
 * section, which needs the exact metric title typed; then confirm.
 */
export function RemoveOrDeleteDialog({ metric, title, onRemove, onCancel }: RemoveOrDeleteDialogProps) {
  const t = useTranslations("Editors");
  const id = useId();
  const [choice, setChoice] = useState<Choice>("remove");
  const [typed, setTyped] = useState("");
  const removal = useMetricDelete();
  const [busy, setBusy] = useState(false);
  const ready = choice === "remove" || typed === title;

  const confirm = async () => {
    setBusy(true);
    // On success the card leaves the list, and this dialog with it.
    if (choice === "remove") await onRemove();
    else await removal.remove(metric, title);
    setBusy(false);
  };

  const option = (value: Choice) => (
    <label className="flex items-start gap-2 text-sm text-gray-900">
      <input type="radio" name={`${id}-choice`} value={value} checked={choice === value} onChange={() => setChoice(value)} className="mt-1 accent-sky-700" />
      <span>
        <span className="font-medium">{t(`metrics.${value}Choice`)}</span>
        <span className="block text-xs text-gray-700">{t(`metrics.${value}Hint`)}</span>
      </span>
    </label>
  );

  return (
    <MetricPanel
      labelledBy={`${id}-heading`}
      onSubmit={() => ready && !busy && void confirm()}
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-3"
    >
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-red-900">
        {t("metrics.removeOrDeleteHeading", { title })}
      </h4>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("metrics.chooseAction")}</legend>
        {option("remove")}
        {option("delete")}
      </fieldset>
      {choice === "delete" && (
        <div>
          <label htmlFor={`${id}-typed`} className={LABEL}>
            {t("metrics.typeTitle", { title })}
          </label>
          <input id={`${id}-typed`} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} className={BOX} />
        </div>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
          {t("cancel")}
        </button>
        <button
          type="button"
          disabled={!ready || busy}
          onClick={() => void confirm()}
          className="rounded-md bg-red-700 px-3 py-1 text-xs font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t(choice === "remove" ? "metrics.confirmRemove" : "metrics.confirmDelete")}
        </button>
      </div>
    </MetricPanel>
  );
}
