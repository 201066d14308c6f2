"use client";

import { useTranslations } from "next-intl";
import { isCommandCategory, type Command } from "../commands";
import { RECENT_GROUP, type ResultGroup } from "./results";
import { formatShortcut } from "./shortcuts";

interface CommandListProps {
  groups: readonly ResultGroup[];
  listId: string;
  activeIndex: number;
  isMac: boolean;
  onHover(index: number): void;
  onChoose(command: Command): void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const LIST_HEIGHT = "h-80 max-h-[50dvh]";

/** The palette's results: a listbox grouped by category (Recent first), or the spec's empty message. */
export function CommandList({ groups, listId, activeIndex, isMac, onHover, onChoose }: CommandListProps) {
  const t = useTranslations("Editing");
  if (groups.length === 0) {
    return (
      <div role="status" className={`${LIST_HEIGHT} flex flex-col items-center justify-center gap-1 px-4 text-center`}>
        <p className="font-medium text-gray-900">{t("palette.noResults")}</p>
        <p className="text-sm text-gray-600">{t("palette.noResultsHint")}</p>
      </div>
    );
  }

  const keyNames = { ctrl: t("keys.ctrl"), shift: t("keys.shift"), alt: t("keys.alt") };
  const groupLabel = (category: string) =>
    category === RECENT_GROUP ? t("palette.recent") : isCommandCategory(category) ? t(`categories.${category}`) : category;
  // Each group's first position in the flat list the selection index counts in.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.commands.length, 0));

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t("palette.results")}
      // Clicking a result keeps the focus in the search box.
      onMouseDown={(event) => event.preventDefault()}
      className={`${LIST_HEIGHT} overflow-y-auto overscroll-contain p-2`}
    >
      {groups.map((group, g) => (
        <div key={group.key} role="group" aria-labelledby={`${listId}-group-${g}`} className="pb-2">
          <div id={`${listId}-group-${g}`} aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
            {groupLabel(group.category)}
          </div>
          {group.commands.map((command, i) => {
            const index = starts[g] + i;
            const active = index === activeIndex;
            return (
              <div
                key={command.id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={active}
                aria-disabled={command.disabled || undefined}
                data-selected={active || undefined}
                onPointerMove={() => !active && onHover(index)}
                onClick={() => onChoose(command)}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 ${active ? "bg-sky-50 ring-1 ring-sky-300" : ""} ${command.disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
              >
                <div className="min-w-0 flex-1">
                  <div className="truncate text-sm font-medium text-gray-900">{command.label}</div>
                  <div className="truncate text-xs text-gray-600">{command.description}</div>
                </div>
                {command.disabled ? (
                  <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">{t("comingSoonBadge")}</span>
                ) : (
                  command.shortcut && (
                    <kbd className="shrink-0 rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-sans text-xs text-gray-700">
                      {formatShortcut(command.shortcut, isMac, keyNames)}
                    </kbd>
                  )
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
