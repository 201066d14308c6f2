"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { addPlan, setLineQuantity, type BasketLine, type BasketPlan } from "@/lib/basket/basket";
import { BASKET_SAVE_DEBOUNCE_MS, BASKET_STORAGE_KEY, BASKET_UPDATED_EVENT } from "@/lib/basket/constants";

interface BasketContextValue {
  /** Null until the stored basket has been read (the server never knows it). */
  lines: BasketLine[] | null;
  add: (plan: BasketPlan, quantity?: number) => void;
  setQuantity: (planId: string, quantity: number) => void;
}

const BasketContext = createContext<BasketContextValue | null>(null);

/**
 * Reads the stored basket, discarding (and removing) anything that is not a list of {plan, quantity}.
 * The check (with zod) is fetched only when something is stored: most visitors have no basket.
 */
async function readStoredBasket(): Promise<BasketLine[]> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  const check = await import("@/lib/basket/stored-basket").catch((error: unknown) => {
    console.error("[basket] the stored basket could not be checked:", error);
    return null;
  });
  if (!check) return [];
  const lines = check.parseStoredBasket(raw);
  if (lines === null) {
    try {
      window.localStorage.removeItem(BASKET_STORAGE_KEY);
    } catch {
      // Storage blocked: nothing stored to remove.
    }
  }
  return lines ?? [];
}

function writeStoredBasket(lines: BasketLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(BASKET_STORAGE_KEY);
    else window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage blocked or full: the basket still works for this page view.
  }
  // The header's count listens for this (lib/basket/use-basket-count.ts).
  window.dispatchEvent(new Event(BASKET_UPDATED_EVENT));
}

/** The visitor's basket: kept in local storage under "basket", saved 300 ms after the last change. */
export function BasketProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<BasketLine[] | null>(null);
  const dirty = useRef(false);
  // The first read of the stored basket, which changes made before it finished wait for.
  const firstRead = useRef<Promise<BasketLine[]> | null>(null);
  const readOnce = useCallback(() => (firstRead.current ??= readStoredBasket()), []);

  useEffect(() => {
    let active = true;
    // Local storage exists only after hydration. A change made meanwhile is kept.
    void readOnce().then((stored) => active && setLines((current) => current ?? stored));
    // Another tab changed the basket: take its copy.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BASKET_STORAGE_KEY) return;
      void readStoredBasket().then((stored) => active && setLines(stored));
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [readOnce]);

  useEffect(() => {
    if (lines === null || !dirty.current) return;
    const save = () => {
      if (!dirty.current) return;
      dirty.current = false;
      writeStoredBasket(lines);
    };
    const timer = window.setTimeout(save, BASKET_SAVE_DEBOUNCE_MS);
    // Leaving the page inside the 300 ms window must not lose the last change.
    window.addEventListener("pagehide", save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
    };
  }, [lines]);

  const change = useCallback(
    (update: (current: BasketLine[]) => BasketLine[]) =>
      void readOnce().then((stored) => {
        dirty.current = true;
        setLines((current) => update(current ?? stored));
      }),
    [readOnce],
  );
  const add = useCallback((plan: BasketPlan, quantity = 1) => change((current) => addPlan(current, plan, quantity)), [change]);
  const setQuantity = useCallback(
    (planId: string, quantity: number) => change((current) => setLineQuantity(current, planId, quantity)),
    [change],
  );
  const value = useMemo(() => ({ lines, add, setQuantity }), [lines, add, setQuantity]);
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

export function useBasket(): BasketContextValue {
  const context = useContext(BasketContext);
  if (!context) throw new Error("useBasket() needs a BasketProvider");
  return context;
}
