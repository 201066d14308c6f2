"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";

interface SortableListRowProps {
  id: string;
  /** The item's name as shown; "Untitled" when it has none yet. */
  label: string;
  position: { index: number; count: number };
  onMove(step: -1 | 1): void;
  children: ReactNode;
}

/** One row of a SortableList: a bar with drag handle, #n, name and Move up / Move down, then the item's fields. */
export function SortableListRow({ id, label, position, onMove, children }: SortableListRowProps) {
  const t = useTranslations("Editors.settingsLists");
  const name = label.trim() || t("untitled");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Translate.toString(transform), transition };

  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-label={name}
      data-list-row={id}
      className={`rounded-lg border border-gray-200 bg-white p-3 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div data-row-bar className="flex flex-wrap items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t("dragHandle", { title: name })}
          className={`${SMALL_BUTTON} cursor-grab touch-none active:cursor-grabbing`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
          </svg>
        </button>
        <span data-testid="list-position" className="w-8 shrink-0 text-sm font-semibold tabular-nums text-gray-700">
          {t("position", { position: position.index + 1 })}
        </span>
        <span data-testid="list-label" className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">
          {name}
        </span>
        <span className="flex shrink-0 gap-1">
          <button type="button" data-move="up" aria-label={t("moveUpNamed", { title: name })} className={SMALL_BUTTON} disabled={position.index === 0} onClick={() => onMove(-1)}>
            {t("moveUp")}
          </button>
          <button
            type="button"
            data-move="down"
            aria-label={t("moveDownNamed", { title: name })}
            className={SMALL_BUTTON}
            disabled={position.index === position.count - 1}
            onClick={() => onMove(1)}
          >
            {t("moveDown")}
          </button>
        </span>
      </div>
      <div className="mt-3">{children}</div>
    </li>
  );
}
