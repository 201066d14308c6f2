"use client";

import { useTranslations } from "next-intl";
import { useEffect, type KeyboardEvent } from "react";
import { SETTINGS_GROUPS, SETTINGS_SECTIONS, type SettingsSection } from "@/lib/organizations/types";

interface SettingsTabListProps {
  selected: SettingsSection;
  onSelect(tab: SettingsSection): void;
  idPrefix: string;
  /** Tabs with a field error of the last save: marked so the admin finds them. */
  failing: ReadonlySet<SettingsSection>;
}

export const settingsTabId = (idPrefix: string, tab: SettingsSection) => `${idPrefix}-${tab}-tab`;
export const settingsPanelId = (idPrefix: string) => `${idPrefix}-panel`;

const GROUPS = Object.entries(SETTINGS_GROUPS) as [keyof typeof SETTINGS_GROUPS, readonly SettingsSection[]][];

/**
 * The ten tabs in their groups (spec 001 §2.7): one ARIA tab list (arrow keys, Home and End move between
 * tabs); each group's name shows above its tabs and is read as the tab's description.
 */
export function SettingsTabList({ selected, onSelect, idPrefix, failing }: SettingsTabListProps) {
  const t = useTranslations("Editors.settings");
  // Once loaded, the focus (still on the dialog, or on nothing) goes to the open tab; a tab adding a new
  // item moves it on to that item when it loads.
  useEffect(() => {
    const tab = document.getElementById(settingsTabId(idPrefix, selected));
    const active = document.activeElement;
    if (tab && (!active || active === document.body || active.matches("dialog") || !active.closest("[data-dialog-body]"))) tab.focus();
    // Only when the list first shows: later the admin moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = SETTINGS_SECTIONS.indexOf(selected);
    const last = SETTINGS_SECTIONS.length - 1;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = SETTINGS_SECTIONS[(next + SETTINGS_SECTIONS.length) % SETTINGS_SECTIONS.length];
    onSelect(tab);
    document.getElementById(settingsTabId(idPrefix, tab))?.focus();
  };
  return (
    <>
      {GROUPS.map(([group]) => (
        <span key={group} id={`${idPrefix}-group-${group}`} hidden>
          {t(`groups.${group}`)}
        </span>
      ))}
      <div role="tablist" aria-label={t("tabsLabel")} className="mb-4 flex flex-wrap gap-x-4 gap-y-2 border-b border-gray-200 pb-2" onKeyDown={onKeyDown}>
        {GROUPS.map(([group, tabs]) => (
          <div key={group} className="flex flex-col gap-1">
            <span aria-hidden="true" className="px-2 text-[11px] font-semibold uppercase tracking-wide text-gray-600">
              {t(`groups.${group}`)}
            </span>
            <div className="flex flex-wrap gap-1">
              {tabs.map((tab) => {
                const active = tab === selected;
                return (
                  <button
                    key={tab}
                    type="button"
                    role="tab"
                    id={settingsTabId(idPrefix, tab)}
                    aria-selected={active}
                    aria-controls={active ? settingsPanelId(idPrefix) : undefined}
                    aria-describedby={`${idPrefix}-group-${group}`}
                    tabIndex={active ? 0 : -1}
                    onClick={() => onSelect(tab)}
                    className={`rounded-md px-2 py-1 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
                      active ? "bg-sky-50 text-sky-800 ring-1 ring-sky-600" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
                    }`}
                  >
                    {t(`tabs.${tab}`)}
                    {failing.has(tab) && (
                      <span className="ml-1 text-red-700">
                        <span aria-hidden="true">!</span>
                        <span className="sr-only">{t("tabHasErrors")}</span>
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
