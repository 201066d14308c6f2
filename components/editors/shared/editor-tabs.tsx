"use client";

import type { KeyboardEvent } from "react";

export interface EditorTab<Id extends string> {
  id: Id;
  label: string;
}

interface EditorTabsProps<Id extends string> {
  label: string;
  tabs: readonly EditorTab<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  /** Prefix of the tab and panel ids: the panels are `${idPrefix}-${id}-panel`. */
  idPrefix: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-${id}-tab`;
export const panelId = (idPrefix: string, id: string) => `${idPrefix}-${id}-panel`;

/** An ARIA tab list (arrow keys, Home and End move between tabs); the caller renders the panels. */
export function EditorTabs<Id extends string>({ label, tabs, selected, onSelect, idPrefix }: EditorTabsProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    onSelect(tab.id);
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="mb-4 flex gap-1 border-b border-gray-200" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
              active ? "border-sky-600 text-sky-800" : "border-transparent text-gray-600 hover:text-gray-900"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
