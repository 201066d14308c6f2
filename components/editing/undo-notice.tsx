"use client";

import { useTranslations } from "next-intl";
import type { UndoNotice as Notice } from "./use-undo-actions";

/** What an undo or redo did, with Redo after an undo. */
export function UndoNotice({ notice, onRedo, onDismiss }: { notice: Notice | null; onRedo(): void; onDismiss(): void }) {
  const t = useTranslations("EditMode");
  if (!notice) return null;
  return (
    <div
      role={notice.kind === "failed" ? "alert" : "status"}
      className="fixed bottom-28 left-1/2 z-[80] flex -translate-x-1/2 items-center gap-3 rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{notice.text}</span>
      {notice.kind === "undone" && (
        <button type="button" className="rounded font-semibold text-sky-300 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300" onClick={onRedo}>
          {t("redo")}
        </button>
      )}
      <button type="button" aria-label={t("dismiss")} className="rounded px-1 text-gray-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
