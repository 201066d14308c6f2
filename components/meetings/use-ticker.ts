"use client";

import { useEffect, useState } from "react";

/** A counter that goes up every `intervalMs` while `active` (drives the dots). */
export function useTicker(intervalMs: number, active = true): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
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
    const read = () => setNow(Date.now());
    const first = setTimeout(read, 0);
    const timer = setInterval(read, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}
