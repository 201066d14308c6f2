"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { actionGroups, type ActionId } from "./commands";
import { useChooseAction, type ActionChoice } from "./use-editing-commands";

export type CreateNewMenuProps = ActionChoice;

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The admin's floating Create New menu (spec 002 §2): bottom-left, above the edit bar, so the help-centre
 * button keeps the bottom-right corner. A menu of menuitems in the spec's groups; arrow keys, Home and End
 * move, Escape closes it and focuses the button again, a click outside closes it.
 */
export function CreateNewMenu({ available, shown, onChoose }: CreateNewMenuProps) {
  const t = useTranslations("Editing");
  const choose = useChooseAction({ available, onChoose });
  const groups = useMemo(() => actionGroups(shown), [shown]);
  const firstAction = groups[0]?.actions[0]?.id;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusFirst = useRef<"first" | "last">("first");
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (focusFirst.current === "last" ? list.at(-1) : list[0])?.focus();
    // Spec 002 §4: the menu closes on an outside click.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const pick = (id: ActionId) => {
    // Closed before the action runs, so its alert or editor is not under the open menu.
    flushSync(() => setOpen(false));
    button.current?.focus();
    choose(id);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    focusFirst.current = event.key === "ArrowUp" ? "last" : "first";
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menu.current);
    const at = list.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === "ArrowDown") focusAt(at + 1);
    else if (event.key === "ArrowUp") focusAt(at - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(list.length - 1);
    else if (event.key === "Escape") closeToButton();
    else {
      if (event.key === "Tab") setOpen(false);
      return;
    }
    event.preventDefault();
  };

  return (
    <div ref={root} data-create-new="" className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          focusFirst.current = "first";
          setOpen((was) => !was);
        }}
        onKeyDown={onButtonKeyDown}
        className="flex h-12 items-center gap-2 rounded-full bg-sky-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-sky-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-300 sm:pr-5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M9 3h2v6h6v2h-6v6H9v-6H3V9h6V3Z" />
        </svg>
        {/* A phone shows the plus only, so the dock fits one row; the name stays for assistive technology. */}
        <span className="max-sm:sr-only">{t("createNew")}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute bottom-full left-0 mb-2 group-data-[side=end]/dock:left-auto group-data-[side=end]/dock:right-0 max-h-[calc(100dvh-var(--dock-bottom,1rem)-8rem)] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-xl bg-white p-2 text-gray-900 shadow-2xl ring-1 ring-gray-200 sm:w-[30rem] sm:columns-2 sm:gap-2"
        >
          {groups.map(({ category, actions }) => (
            <div key={category} role="group" aria-labelledby={`${menuId}-${category}`} className="break-inside-avoid pb-1">
              <div id={`${menuId}-${category}`} aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
                {t(`categories.${category}`)}
              </div>
              {actions.map((action) => (
                <button
                  key={action.id}
                  type="button"
                  role="menuitem"
                  // Arrow keys move the focus; one item stays in the tab order so the scrolling menu is reachable.
                  tabIndex={action.id === firstAction ? 0 : -1}
                  aria-disabled={action.disabled || undefined}
                  // Named by its label alone ("Pricing Plan", not "Pricing PlanComing soon"); the badge describes it.
                  aria-label={t(`actions.${action.id}.label`)}
                  aria-describedby={action.disabled ? `${menuId}-${action.id}-soon` : undefined}
                  onClick={() => !action.disabled && pick(action.id)}
                  className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-1.5 text-left text-sm focus:outline-none focus-visible:bg-sky-50 focus-visible:ring-2 focus-visible:ring-sky-600 ${
                    action.disabled ? "cursor-not-allowed text-gray-500" : "hover:bg-sky-50"
                  }`}
                >
                  {t(`actions.${action.id}.label`)}
                  {action.disabled && (
                    <span id={`${menuId}-${action.id}-soon`} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                      {t("comingSoonBadge")}
                    </span>
                  )}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
