"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";
import { rowKey, type LayoutRow } from "./layout-rows";

interface SortableLayoutRowProps {
  row: LayoutRow;
  /** The row's title in the language viewed, or "Untitled section". */
  title: string;
  position: { index: number; count: number };
  disabled: boolean;
  onMove(step: -1 | 1): void;
}

const KIND_BADGE = {
  hero: "bg-purple-100 text-purple-900",
  template_section: "bg-sky-100 text-sky-900",
  heading_section: "bg-emerald-100 text-emerald-900",
} as const;

/** One section of the page: drag handle, type badge, title, category (template sections), #n, Move up / Move down. */
export function SortableLayoutRow({ row, title, position, disabled, onMove }: SortableLayoutRowProps) {
  const t = useTranslations("Editors.pageLayout");
  const key = rowKey(row);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: key, disabled });
  const style = { transform: CSS.Translate.toString(transform), transition };

  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-label={title}
      data-layout-row={key}
      className={`flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-white p-2 sm:flex-nowrap ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
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
      <span data-testid="layout-position" className="w-8 shrink-0 text-sm font-semibold tabular-nums text-gray-700">
        {t("position", { position: position.index + 1 })}
      </span>
      <span data-testid="layout-kind" className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_BADGE[row.kind]}`}>
        {t(`kinds.${row.kind}`)}
      </span>
      <span data-testid="layout-title" className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">
        {title}
      </span>
      {row.sectionType && (
        <span data-testid="layout-category" className="shrink-0 rounded-md border border-gray-300 px-2 py-0.5 text-xs text-gray-700">
          {t(`categories.${row.sectionType}`)}
        </span>
      )}
      <span className="flex shrink-0 gap-1">
        <button type="button" data-move="up" className={SMALL_BUTTON} disabled={disabled || position.index === 0} onClick={() => onMove(-1)}>
          {t("moveUp")}
        </button>
        <button type="button" data-move="down" className={SMALL_BUTTON} disabled={disabled || position.index === position.count - 1} onClick={() => onMove(1)}>
          {t("moveDown")}
        </button>
      </span>
    </li>
  );
}
