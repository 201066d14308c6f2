"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { moveRow, rowKey, type LayoutRow } from "./layout-rows";
import { SortableLayoutRow } from "./sortable-layout-row";
import { useLayoutAnnouncements } from "./use-layout-announcements";

interface LayoutListProps {
  rows: readonly LayoutRow[];
  /** While the order is being saved the rows stay put. */
  disabled: boolean;
  onReorder(rows: readonly LayoutRow[]): void;
}

/** The page's sections in the order shown: dragged by their handle (mouse or keyboard) or moved with Move up / Move down. */
export function LayoutList({ rows, disabled, onReorder }: LayoutListProps) {
  const t = useTranslations("Editors.pageLayout");
  const keys = useMemo(() => rows.map(rowKey), [rows]);
  const [status, setStatus] = useState("");
  // The live region and instructions go inside the modal: everything outside it is inert.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // After Move up / Move down the focus stays on the row moved (its button, or the other one at an end).
  const refocus = useRef<{ key: string; move: "up" | "down" } | null>(null);
  const dragging = useRef(false);
  const titleOf = useCallback((key: unknown) => rows.find((row) => rowKey(row) === key)?.title || t("untitled"), [rows, t]);
  const speech = useLayoutAnnouncements(keys, titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !container) return;
    refocus.current = null;
    const row = [...container.querySelectorAll<HTMLElement>("[data-layout-row]")].find((element) => element.dataset.layoutRow === wanted.key);
    const other = wanted.move === "up" ? "down" : "up";
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.move}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    button?.focus();
  }, [rows, container]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (over) onReorder(moveRow(rows, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  const moveBy = (key: string, step: -1 | 1) => {
    const from = keys.indexOf(key);
    const next = moveRow(rows, from, from + step);
    if (next === rows) return;
    refocus.current = { key, move: step < 0 ? "up" : "down" };
    onReorder(next);
    setStatus(speech.moved(key, from + step + 1));
  };

  return (
    <div
      ref={setContainer}
      // Escape while a section is lifted cancels the move (dnd-kit, on window), not the whole modal.
      onKeyDown={(event) => {
        if (event.key === "Escape" && dragging.current) event.preventDefault();
      }}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => {
          dragging.current = true;
        }}
        onDragCancel={() => {
          dragging.current = false;
        }}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: speech.announcements, screenReaderInstructions: speech.screenReaderInstructions, container: container ?? undefined }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol aria-label={t("listLabel")} className="space-y-2" data-testid="layout-rows">
            {rows.map((row, index) => (
              <SortableLayoutRow
                key={rowKey(row)}
                row={row}
                title={titleOf(rowKey(row))}
                position={{ index, count: rows.length }}
                disabled={disabled}
                onMove={(step) => moveBy(rowKey(row), step)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
