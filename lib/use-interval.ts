"use client";

import { useEffect, useEffectEvent } from "react";

/**
 * Calls `tick` every `intervalMs`; null stops it. The one clock of the components (lint forbids setInterval
 * there): what moves on screen ticks here, and data is polled by TanStack Query's refetchInterval.
 */
export function useInterval(tick: () => void, intervalMs: number | null): void {
  const onTick = useEffectEvent(tick);
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => onTick(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
