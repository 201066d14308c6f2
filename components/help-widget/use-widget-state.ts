"use client";

import { useCallback, useEffect, useState } from "react";
import {
  CHAT_MODE_KEY,
  CHAT_OPEN_KEY,
  WIDGET_MOBILE_MAX_WIDTH_PX,
  WIDGET_STATE_KEY,
  type WidgetSize,
  type WidgetView,
} from "@/lib/help-widget/constants";
import { nextWidgetSize, startingWidgetSize } from "@/lib/help-widget/widget-size";

export type WidgetMode = "help" | "chat";

function readMode(): { mode: WidgetMode; open: boolean } {
  try {
    return {
      mode: window.localStorage.getItem(CHAT_MODE_KEY) === "chat" ? "chat" : "help",
      open: window.localStorage.getItem(CHAT_OPEN_KEY) === "true",
    };
  } catch {
    return { mode: "help", open: false };
  }
}

function forgetSavedState() {
  try {
    window.sessionStorage.removeItem(WIDGET_STATE_KEY);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

/** Open state, size, tab and view of the widget; chat mode is shared with other tabs through storage events. */
export function useWidgetState() {
  const [isOpen, setOpen] = useState(false);
  const [isMobile, setMobile] = useState(false);
  const [size, setSize] = useState<WidgetSize>("initial");
  const [view, setView] = useState<WidgetView>("welcome");
  const [mode, setModeState] = useState<WidgetMode>("help");

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${WIDGET_MOBILE_MAX_WIDTH_PX}px)`);
    const onQuery = () => {
      setMobile(query.matches);
      // Mobile has no initial size.
      setSize((current) => (query.matches && current === "initial" ? "half" : current));
    };
    onQuery();
    query.addEventListener("change", onQuery);
    // State saved before a language change comes back if it was saved less than 5 s before this page
    // started loading (performance.timeOrigin), however long the load and hydration then took. Its check
    // (with zod) is fetched only when such a state was saved. The key is removed once the state is
    // applied, not before: React runs this effect twice in development, and the first run's import
    // resolves after its cleanup, so removing it up front lost the state.
    let active = true;
    const restore = (raw: string) =>
      import("@/lib/help-widget/widget-state")
        .then(({ restorableWidgetState }) => {
          if (!active) return;
          forgetSavedState();
          const saved = restorableWidgetState(raw, performance.timeOrigin);
          if (!saved) return;
          // An open chat shared by another tab stays open.
          setOpen((open) => saved.isOpen || open);
          setSize(query.matches && saved.size === "initial" ? "half" : saved.size);
          setView(saved.currentView);
        })
        .catch((error: unknown) => console.error("[help-widget] state restore failed:", error));
    try {
      const raw = window.sessionStorage.getItem(WIDGET_STATE_KEY);
      if (raw) void restore(raw);
    } catch (error) {
      console.error("[help-widget] state restore failed:", error);
    }
    const shared = readMode();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration
    setModeState(shared.mode);
    if (shared.mode === "chat" && shared.open) setOpen(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CHAT_MODE_KEY && event.key !== CHAT_OPEN_KEY) return;
      const next = readMode();
      setModeState(next.mode);
      // Another tab opened or closed the chat, or switched to chat mode while its widget was open.
      if (event.key === CHAT_OPEN_KEY || next.mode === "chat") setOpen(next.open);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      query.removeEventListener("change", onQuery);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const persistOpen = (open: boolean) => {
    try {
      window.localStorage.setItem(CHAT_OPEN_KEY, String(open));
    } catch {
      // Storage blocked: other tabs simply do not follow.
    }
  };

  const open = useCallback(() => {
    setSize((current) => (current === "initial" || current === "half" ? current : startingWidgetSize(isMobile)));
    setOpen(true);
    persistOpen(true);
  }, [isMobile]);
  const close = useCallback(() => {
    setOpen(false);
    persistOpen(false);
  }, []);
  const cycleSize = useCallback(() => setSize((current) => nextWidgetSize(current, isMobile)), [isMobile]);
  const setMode = useCallback((next: WidgetMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(CHAT_MODE_KEY, next);
    } catch {
      // Storage blocked: the mode applies to this tab only.
    }
  }, []);

  /** Saved to session storage right before a language change reloads the page. */
  const saveForLanguageChange = useCallback(() => {
    const state = { isOpen, size, activeTab: view, currentView: view, timestamp: Date.now() };
    try {
      window.sessionStorage.setItem(WIDGET_STATE_KEY, JSON.stringify(state));
    } catch (error) {
      console.error("[help-widget] state save failed:", error);
    }
  }, [isOpen, size, view]);

  // The header's and footer's language links (a[hreflang]) load the page in another language too: while
  // the widget is open, its state is saved for them as for the widget's own switch.
  useEffect(() => {
    if (!isOpen) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[hreflang]") : null;
      if (link && link.getAttribute("hreflang") !== document.documentElement.lang) saveForLanguageChange();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [isOpen, saveForLanguageChange]);

  return { isOpen, isMobile, size, view, mode, open, close, cycleSize, setView, setMode, saveForLanguageChange };
}
