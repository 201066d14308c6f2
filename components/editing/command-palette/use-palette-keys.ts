"use client";

import { useLayoutEffect } from "react";
import { PALETTE_SHORTCUT } from "@/lib/editing/constants";
import type { Command } from "../commands";
import { currentPlatformIsMac, findShortcutCommand, matchesShortcut } from "./shortcuts";

/** An editor (or any other modal) is open: the palette and its shortcuts stay out of its way. */
function otherModalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Spec 002 §4: Cmd/Ctrl+K opens the palette; while it is closed, the commands' own shortcuts
 * (Cmd/Ctrl+Shift+S, +H, +P) run them. Nothing listens while edit mode is off.
 */
export function usePaletteKeys({ enabled, open, commands, onOpen }: { enabled: boolean; open: boolean; commands: readonly Command[]; onOpen(): void }) {
  // A layout effect: the shortcuts listen from the moment the edit bar is on screen, not a task later.
  useLayoutEffect(() => {
    if (!enabled) return;
    const isMac = currentPlatformIsMac();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (matchesShortcut(event, PALETTE_SHORTCUT, isMac)) {
        // The browser's own Ctrl+K (search bar) never takes over while editing.
        event.preventDefault();
        if (!open && !otherModalOpen()) onOpen();
        return;
      }
      if (open || otherModalOpen()) return;
      const command = findShortcutCommand(event, commands, isMac);
      if (!command) return;
      event.preventDefault();
      command.action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, open, commands, onOpen]);
}
