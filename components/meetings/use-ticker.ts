"use client";

import { useEffect, useState } from "react";
import { useInterval } from "@/lib/use-interval";

/** A counter that goes up every `intervalMs` while `active` (drives the dots). */
export function useTicker(intervalMs: number, active = true): number {
  const [tick, setTick] = useState(0);
  useInterval(() => setTick((value) => value + 1), active ? intervalMs : null);
  return tick;
}

/**
 * The browser's clock, read again every `intervalMs` while `active` (drives the waiting-time clocks).
 * null until the first read after hydration: a prerendered page must not contain a time.
 */
export function useNow(intervalMs: number, active = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    return () => clearTimeout(first);
  }, [active]);
  useInterval(() => setNow(Date.now()), active ? intervalMs : null);
  return now;
}
