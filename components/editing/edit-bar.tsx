"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * The slim bar an admin sees on their site (in the admin dock): edit mode on or off (remembered), undo and redo,
 * and in edit mode the tools passed as children (draft mode, the unpublished changes, who else is editing the page).
 */
export function EditBar({ editMode, onEditModeChange, canUndo, canRedo, onUndo, onRedo, children }: {
  editMode: boolean;
  onEditModeChange(on: boolean): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  children?: ReactNode;
}) {
  const t = useTranslations("EditMode");
  const button = "rounded px-2 py-1 text-xs font-medium hover:bg-white/10 disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300";
  return (
    <div role="toolbar" aria-label={t("toolbar")} className="flex items-center gap-2 rounded-full bg-gray-900/90 px-3 py-1.5 text-white shadow-lg">
      <label className="flex cursor-pointer items-center gap-2 text-xs font-medium">
        <input type="checkbox" role="switch" className="h-4 w-4 accent-sky-400" checked={editMode} onChange={(event) => onEditModeChange(event.target.checked)} />
        {t("editMode")}
      </label>
      {editMode && (
        <>
          {/* A phone shows the arrows only, so the admin dock fits one row in every language. */}
          <button type="button" className={button} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
            <span aria-hidden="true" className="text-base leading-none sm:hidden">↶</span>
            <span className="max-sm:sr-only">{t("undo")}</span>
          </button>
          <button type="button" className={button} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            <span aria-hidden="true" className="text-base leading-none sm:hidden">↷</span>
            <span className="max-sm:sr-only">{t("redo")}</span>
          </button>
          {children}
        </>
      )}
    </div>
  );
}
