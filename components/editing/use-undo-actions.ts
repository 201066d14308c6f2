"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { leaseHeldBy } from "@/lib/posts/lock/schemas";
import { isTypingTarget } from "./is-typing";
import { useUndo } from "./use-undo";

export interface UndoNotice {
  kind: "undone" | "redone" | "failed";
  text: string;
}

const NOTICE_MS = 5000;

/**
 * Undo and redo for the edit bar and the keyboard: Ctrl/Cmd+Z undoes the admin's last saved change on
 * this site and Ctrl/Cmd+Shift+Z redoes it, outside text fields and while no dialog is open. Each step
 * leaves a notice naming what changed.
 */
export function useUndoActions({ enabled, onChanged }: { enabled: boolean; onChanged(): void }) {
  const t = useTranslations("EditMode");
  const { undo, redo, canUndo, canRedo } = useUndo();
  const [notice, setNotice] = useState<UndoNotice | null>(null);

  const run = useCallback(
    async (which: "undo" | "redo") => {
      try {
        const entry = await (which === "undo" ? undo() : redo());
        if (!entry) return setNotice({ kind: "failed", text: t(which === "undo" ? "nothingToUndo" : "nothingToRedo") });
        setNotice({ kind: which === "undo" ? "undone" : "redone", text: t(which === "undo" ? "undone" : "redone", { label: entry.label }) });
        onChanged();
      } catch (error) {
        const lease = leaseHeldBy(error);
        const reason = lease ? t("leaseHeld", { name: lease.holder_name }) : (error as Error).message;
        setNotice({ kind: "failed", text: lease ? reason : t("undoFailed", { reason }) });
      }
    },
    [undo, redo, t, onChanged],
  );

  // A layout effect: the shortcut listens from the moment the edit bar is on screen, not a task later.
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "z") return;
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      void run(event.shiftKey ? "redo" : "undo");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, run]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return { run, notice, dismiss: () => setNotice(null), canUndo, canRedo };
}
