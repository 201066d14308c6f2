"use client";

import { useEffect, useState } from "react";

/** localStorage key of the basket and the event its owner dispatches after each change. */
export const BASKET_STORAGE_KEY = "basket";
export const BASKET_UPDATED_EVENT = "basket-updated";

/** Total quantity of a stored basket; anything that is not a list of {plan, quantity} counts as empty (002 §5). */
export function basketCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((total, line: unknown) => {
      if (typeof line !== "object" || line === null || !("plan" in line) || !("quantity" in line)) return total;
      const quantity = Number(line.quantity);
      return Number.isFinite(quantity) && quantity > 0 ? total + quantity : total;
    }, 0);
  } catch {
    return 0;
  }
}

/** The header's basket badge: re-read on "basket-updated" and when another tab changes storage. */
export function useBasketCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => setCount(basketCount(window.localStorage.getItem(BASKET_STORAGE_KEY)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY || event.key === null) read();
    };
    read();
    window.addEventListener(BASKET_UPDATED_EVENT, read);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(BASKET_UPDATED_EVENT, read);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return count;
}
