"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import type { Command } from "../commands";
import { useModalDialog } from "../use-modal-dialog";
import { CommandList, optionId } from "./command-list";
import { browserStorage, readRecentCommands, rememberCommand } from "./recent-commands";
import { moveSelection, paletteGroups, resultsKey, selectedIndex, type Selection } from "./results";
import { currentPlatformIsMac } from "./shortcuts";

interface PaletteDialogProps {
  commands: readonly Command[];
  extraResults?: (query: string) => readonly Command[];
  onClose(): void;
}

const KBD = "rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans text-gray-700";

/** The open palette: a centred modal with a search box, grouped results and footer hints (spec 002 §2). */
export function PaletteDialog({ commands, extraResults, onClose }: PaletteDialogProps) {
  const t = useTranslations("Editing");
  const titleId = useId();
  const listId = useId();
  const [isMac] = useState(currentPlatformIsMac);
  const [recentIds] = useState(() => readRecentCommands(browserStorage()));
  const [query, setQuery] = useState("");
  const search = query.trim();

  const groups = useMemo(
    () => paletteGroups({ commands, query: search, recentIds, extra: search && extraResults ? extraResults(search) : [] }),
    [commands, search, recentIds, extraResults],
  );
  const results = useMemo(() => groups.flatMap((group) => group.commands), [groups]);
  const key = resultsKey(results);
  const [selection, setSelection] = useState<Selection>({ results: key, index: 0 });
  const index = selectedIndex(selection, key);
  const select = (next: number) => setSelection({ results: key, index: next });
  const dialogProps = useModalDialog(onClose);

  useEffect(() => {
    document.getElementById(optionId(listId, index))?.scrollIntoView({ block: "nearest" });
  }, [listId, index, key]);

  const run = (command: Command) => {
    // Spec 002 §4: disabled commands cannot be chosen.
    if (command.disabled) return;
    rememberCommand(browserStorage(), command.id);
    // Closed first, so the alert or editor the command opens is not behind the palette.
    flushSync(onClose);
    command.action();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      select(moveSelection(index, event.key === "ArrowDown" ? 1 : -1, results.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const command = results[index];
      if (command) run(command);
    }
  };

  const expanded = results.length > 0;
  return (
    <dialog
      {...dialogProps}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-command-palette=""
      className="m-auto w-[calc(100%-1rem)] max-w-xl overflow-hidden rounded-xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="sr-only">
        {t("palette.title")}
      </h2>
      <div className="flex items-center gap-2 border-b border-gray-200 pl-4 pr-2">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-gray-500" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="9" cy="9" r="6" />
          <path d="M13.5 13.5 17 17" />
        </svg>
        <input
          data-autofocus=""
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(listId, index) : undefined}
          aria-label={t("palette.search")}
          placeholder={t("palette.placeholder")}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-gray-900 outline-none placeholder:text-gray-500"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label={t("palette.close")}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      <CommandList groups={groups} listId={listId} activeIndex={index} isMac={isMac} onHover={select} onChoose={run} />
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-gray-200 bg-gray-50 px-4 py-2 text-xs text-gray-600">
        <span>
          <kbd className={KBD}>↑</kbd> <kbd className={KBD}>↓</kbd> {t("palette.hintNavigate")}
        </span>
        <span>
          <kbd className={KBD}>↵</kbd> {t("palette.hintSelect")}
        </span>
        <span>
          <kbd className={KBD}>{t("keys.esc")}</kbd> {t("palette.hintClose")}
        </span>
      </div>
    </dialog>
  );
}
