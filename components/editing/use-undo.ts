"use client";

import { useCallback, useSyncExternalStore } from "react";
import { ApiClientError, apiFetchVersioned } from "@/lib/api/client";
import { revisionAnswerSchema } from "@/lib/editing/answers";
import { afterRedo, afterUndo, dropTop, pushSave, readStacks, UNDO_STORAGE_KEY, writeStacks, type UndoEntry, type UndoStacks } from "@/lib/editing/undo-stack";

const listeners = new Set<() => void>();

function update(next: (stacks: UndoStacks) => UndoStacks) {
  writeStacks(localStorage, next(readStacks(localStorage)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same site saving or undoing changes the same stacks.
  const onStorage = (event: StorageEvent) => event.key === UNDO_STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Every editor calls this after a save that wrote a revision: the change becomes undoable. */
export function recordSave(entry: UndoEntry): void {
  update((stacks) => pushSave(stacks, entry));
}

type Step = "undo" | "redo";

/**
 * Undo and redo of the admin's saved changes on this site, kept in localStorage so they survive a reload.
 * Each step is a restore on the server (itself a revision); a step the server refuses (the entity changed
 * since, or is gone) is dropped and its error thrown for the caller to show. A step refused only because
 * another admin holds the post's edit lease (423) stays, to be taken once the lease is released.
 */
export function useUndo() {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(UNDO_STORAGE_KEY), () => null);
  const stacks = raw === null ? { undo: [], redo: [] } : readStacks({ getItem: () => raw });

  const step = useCallback(async (which: Step): Promise<UndoEntry | null> => {
    const from = which === "undo" ? "undo" : "redo";
    const top = readStacks(localStorage)[from].at(-1);
    if (!top) return null;
    try {
      const { data } = await apiFetchVersioned(`/api/revisions/${top.revisionId}/${which}`, revisionAnswerSchema, { method: "POST" });
      if (data.revision_id === null) update((current) => dropTop(current, from));
      else update((current) => (which === "undo" ? afterUndo(current, data.revision_id!) : afterRedo(current, data.revision_id!)));
      return top;
    } catch (error) {
      if (!(error instanceof ApiClientError && error.status === 423)) update((current) => dropTop(current, from));
      throw error;
    }
  }, []);

  return {
    canUndo: stacks.undo.length > 0,
    canRedo: stacks.redo.length > 0,
    undo: useCallback(() => step("undo"), [step]),
    redo: useCallback(() => step("redo"), [step]),
  };
}
