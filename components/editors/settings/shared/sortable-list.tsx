"use client";

import { closestCorners, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { moveItem } from "./list-edits";
import { SortableListRow } from "./sortable-list-row";
import { useListAnnouncements } from "./use-list-announcements";

export interface SortableListProps<T> {
  items: readonly T[];
  getId(item: T): string;
  /** The item's name as shown (in the language edited): row label, handle label and announcements. */
  getLabel(item: T): string;
  /** The items in their new order (callers rewrite `order`, e.g. with reorderItems). */
  onReorder(next: T[]): void;
  /** The list's accessible name. */
  label: string;
  renderItem(item: T, index: number): ReactNode;
}

/**
 * The Global Settings lists (products, plans, features, FAQs, cookie categories, banners, menus): each row is
 * dragged by its handle (mouse, touch or keyboard) or moved with Move up / Move down, and the new position
 * is announced in a polite live region. closestCorners, not closestCenter: rows differ in height, and the
 * keyboard sensor's sortable coordinates assume it (dnd-kit's advice for variable-size items).
 */
export function SortableList<T>({ items, getId, getLabel, onReorder, label, renderItem }: SortableListProps<T>) {
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const [status, setStatus] = useState("");
  // The live region and instructions go inside the modal: everything outside it is inert.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // After Move up / Move down the focus stays on the row moved (its button, or the other one at an end).
  const refocus = useRef<{ id: string; move: "up" | "down" } | null>(null);
  const dragging = useRef(false);
  const labelOf = useCallback(
    (id: UniqueIdentifier) => {
      const item = items.find((candidate) => getId(candidate) === String(id));
      return item === undefined ? "" : getLabel(item);
    },
    [items, getId, getLabel],
  );
  const speech = useListAnnouncements(ids, labelOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !container) return;
    refocus.current = null;
    const row = [...container.querySelectorAll<HTMLElement>("[data-list-row]")].find((element) => element.dataset.listRow === wanted.id);
    const other = wanted.move === "up" ? "down" : "up";
    const button =
      row?.querySelector<HTMLButtonElement>(`:scope > [data-row-bar] [data-move="${wanted.move}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>(`:scope > [data-row-bar] [data-move="${other}"]`);
    button?.focus();
  }, [items, container]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (!over) return;
    const next = moveItem(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    if (next !== items) onReorder([...next]);
  };
  const moveBy = (id: string, step: -1 | 1) => {
    const from = ids.indexOf(id);
    const next = moveItem(items, from, from + step);
    if (next === items) return;
    refocus.current = { id, move: step < 0 ? "up" : "down" };
    onReorder([...next]);
    setStatus(speech.moved(id, from + step + 1));
  };

  return (
    <div
      ref={setContainer}
      // Escape while an item is lifted cancels the move (dnd-kit, on window), not the whole modal.
      onKeyDown={(event) => {
        if (event.key === "Escape" && dragging.current) event.preventDefault();
      }}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={() => {
          dragging.current = true;
        }}
        onDragCancel={() => {
          dragging.current = false;
        }}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: speech.announcements, screenReaderInstructions: speech.screenReaderInstructions, container: container ?? undefined }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label={label} className="space-y-3">
            {items.map((item, index) => (
              <SortableListRow key={ids[index]} id={ids[index]} label={labelOf(ids[index])} position={{ index, count: items.length }} onMove={(step) => moveBy(ids[index], step)}>
                {renderItem(item, index)}
              </SortableListRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
