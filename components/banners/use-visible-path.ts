"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { stripLocalePrefix } from "@/lib/banners/visibility";
import { LOCALES } from "@/lib/i18n/locales";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The page path without its language prefix, as the visitor sees it (usePathname may name the
 * internal /sites/… route after the proxy's rewrite; it only triggers re-renders on navigation).
 * Null on the server, where banners are not rendered at all.
 */
export function useVisiblePath(): string | null {
  usePathname();
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );
  return pathname === null ? null : stripLocalePrefix(pathname, LOCALES);
}
