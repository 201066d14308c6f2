"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SMALL_BUTTON } from "./classes";

const DANGER =
  "rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600";

interface ConfirmDeleteProps {
  /** The Delete button's accessible name ("Delete Destinos"). */
  label: string;
  /** What deleting does, asked before it happens. */
  question: string;
  onConfirm(): void;
}

/** Delete, then an inline question with Delete / Cancel; nothing is removed until confirmed. */
export function ConfirmDelete({ label, question, onConfirm }: ConfirmDeleteProps) {
  const t = useTranslations("Editors.settingsMenu");
  const id = useId();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" aria-label={label} onClick={() => setAsking(true)} className={`${SMALL_BUTTON} text-red-800`}>
        {t("delete")}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-question`} className="flex flex-wrap items-center gap-2 rounded-md border border-red-300 bg-red-50 p-2">
      <p id={`${id}-question`} className="text-sm text-red-900">
        {question}
      </p>
      <button type="button" autoFocus onClick={onConfirm} className={DANGER}>
        {t("confirmDelete")}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={SMALL_BUTTON}>
        {t("cancel")}
      </button>
    </div>
  );
}
