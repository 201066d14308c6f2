"use client";

import type { ReactNode, RefObject } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";

interface ListSectionProps {
  title: string;
  /** h3 for a tab's list, h4 for a list inside an item (a product's plans, a category's services). */
  level?: 3 | 4;
  addLabel: string;
  onAdd(): void;
  addButton: RefObject<HTMLButtonElement | null>;
  /** Shown instead of the list while it is empty. */
  emptyText: string;
  isEmpty: boolean;
  /** The list's live region text (added, deleted). */
  status: string;
  hint?: string;
  children: ReactNode;
}

/** A titled list of a settings tab: heading, Add button, the list (or "No … yet.") and its live region. */
export function ListSection({ title, level = 3, addLabel, onAdd, addButton, emptyText, isEmpty, status, hint, children }: ListSectionProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className={level === 3 ? "text-base font-semibold text-gray-900" : "text-sm font-semibold text-gray-900"}>{title}</Heading>
        <button ref={addButton} type="button" className={SMALL_BUTTON} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {hint && <p className="text-sm text-gray-700">{hint}</p>}
      {isEmpty ? <p className="text-sm text-gray-700">{emptyText}</p> : children}
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
