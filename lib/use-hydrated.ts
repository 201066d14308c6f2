"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server render and until hydration, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
