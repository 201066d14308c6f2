"use client";

import { useCallback, useState } from "react";
import type { Command } from "../commands";
import { PaletteDialog } from "./palette-dialog";
import { usePaletteKeys } from "./use-palette-keys";

export interface CommandPaletteProps {
  /** Edit mode: the palette and every shortcut are active only while this is true (spec 002 §6). */
  enabled: boolean;
  commands: readonly Command[];
  /** Further results for a non-empty search (pages, posts, sections by title), grouped by their category. */
  extraResults?: (query: string) => readonly Command[];
  /** The palette opened (the shell then loads what extraResults searches). */
  onOpen?: () => void;
}

/** The Cmd/Ctrl+K command palette of spec 002 §2 and §4, with the commands' own shortcuts while it is closed. */
export function CommandPalette({ enabled, commands, extraResults, onOpen }: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  // Leaving edit mode closes the palette; coming back does not reopen it.
  if (wasEnabled !== enabled) {
    setWasEnabled(enabled);
    if (!enabled) setOpen(false);
  }
  const openPalette = useCallback(() => {
    setOpen(true);
    onOpen?.();
  }, [onOpen]);
  const closePalette = useCallback(() => setOpen(false), []);
  usePaletteKeys({ enabled, open, commands, onOpen: openPalette });

  if (!enabled || !open) return null;
  return <PaletteDialog commands={commands} extraResults={extraResults} onClose={closePalette} />;
}
