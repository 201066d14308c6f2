"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The path the visitor sees (with its language prefix). The app's own pathname may be the internal
 * /sites/… route after the proxy's rewrite, so the browser's location is read; usePathname only
 * makes the caller re-render on client navigations. The server render uses the fallback.
 */
export function useCurrentPath(fallback: string): string {
  usePathname();
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => fallback,
  );
}
