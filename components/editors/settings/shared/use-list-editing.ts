"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

const FIRST_FIELD = "input:not([type=checkbox]):not([readonly]), textarea, select";

/**
 * What a list tab does around adding and deleting: a new item's first field takes the focus once it has
 * rendered; a deletion is announced and the focus goes to the list's Add button (the row is gone).
 */
export function useListEditing() {
  const t = useTranslations("Editors.settingsLists.announce");
  const [status, setStatus] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<string | null>(null);

  useEffect(() => {
    const id = focusRow.current;
    if (!id) return;
    const row = document.querySelector(`[data-list-row="${CSS.escape(id)}"]`);
    const field = row?.querySelector<HTMLElement>(`:scope > :not([data-row-bar]) :is(${FIRST_FIELD})`);
    if (!field) return;
    focusRow.current = null;
    field.focus();
  });

  return {
    status,
    addButton,
    added(id: string, position: number) {
      focusRow.current = id;
      setStatus(t("added", { position }));
    },
    deleted(title: string) {
      setStatus(t("deleted", { title }));
      addButton.current?.focus();
    },
  };
}

/** Adds an item once when the modal was opened for one (Create New → FAQ, Feature …). */
export function useAddOnOpen(wanted: boolean, add: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || done.current) return;
    done.current = true;
    add();
  }, [wanted, add]);
}
