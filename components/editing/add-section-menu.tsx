"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import type { PageSection } from "./use-page-sections";

/** What the plus on a section can add after it (issue 13: "Section" and "Heading Section"). */
export const ADD_ACTIONS = ["section", "headingSection"] as const;
export type AddAction = (typeof ADD_ACTIONS)[number];

const BUTTON =
  "flex h-9 w-9 items-center justify-center rounded-full bg-white text-gray-800 shadow-md ring-1 ring-gray-300 hover:bg-sky-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-600";
const ITEM =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-gray-900 hover:bg-sky-50 focus:bg-sky-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** The plus on a section: a small menu of what to add after it. Arrow keys move, Escape closes to the plus. */
export function AddSectionMenu({ section, onAdd }: { section: PageSection; onAdd(action: AddAction, after: PageSection): void }) {
  const t = useTranslations("EditMode");
  const actions = useTranslations("Editing");
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[Math.min(items.length - 1, Math.max(0, index + step))]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const pick = (action: AddAction) => {
    // Closed before the editor opens, so the focus can come back to the plus when it closes.
    flushSync(() => setOpen(false));
    button.current?.focus();
    onAdd(action, section);
  };

  const label = t("addSectionAfter", { title: section.title });
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={BUTTON}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M9 3h2v6h6v2h-6v6H9v-6H3V9h6V3Z" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute right-0 top-11 z-40 w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-gray-200"
          onKeyDown={onMenuKeyDown}
        >
          {ADD_ACTIONS.map((action) => (
            <button key={action} type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={() => pick(action)}>
              {actions(`actions.${action}.label`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
