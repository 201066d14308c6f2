"use client";

import { useSyncExternalStore } from "react";

/** Whether a media query matches; false on the server and in the first render (no layout shift on hydrate). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
