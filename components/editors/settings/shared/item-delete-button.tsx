"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";

interface ItemDeleteButtonProps {
  /** The item's name as shown. */
  title: string;
  /** What else goes or stays with it (e.g. "Its services are deleted with it."). */
  warning?: string;
  onDelete(): void;
}

const DANGER =
  "rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600";

/** Delete for one list item: asks first (naming what else it affects); the item goes from the draft, the rows on Save. */
export function ItemDeleteButton({ title, warning, onDelete }: ItemDeleteButtonProps) {
  const t = useTranslations("Editors.settingsLists");
  const id = useId();
  const [asking, setAsking] = useState(false);
  const name = title.trim() || t("untitled");
  if (!asking) {
    return (
      <button type="button" className={`${SMALL_BUTTON} text-red-800`} aria-label={t("deleteNamed", { title: name })} onClick={() => setAsking(true)}>
        {t("delete")}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-question`} aria-describedby={`${id}-detail`} className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3">
      <p id={`${id}-question`} className="text-sm font-semibold text-red-900">
        {t("confirmDelete", { title: name })}
      </p>
      <p id={`${id}-detail`} className="text-sm text-gray-900">
        {warning ? `${warning} ` : ""}
        {t("deleteOnSave")}
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" className={SMALL_BUTTON} autoFocus onClick={() => setAsking(false)}>
          {t("cancel")}
        </button>
        <button type="button" className={DANGER} onClick={onDelete}>
          {t("delete")}
        </button>
      </div>
    </div>
  );
}
