"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** A "true"/absent flag in local storage, read without a hydration mismatch (false on the server). */
export function useStoredFlag(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key) === "true",
    () => false,
  );
}
