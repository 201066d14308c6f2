"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The booking id and token of the guest's private link. They ride in the fragment
 * (/meeting#booking=…&token=…), which browsers never send to a server, so the token stays out of logs.
 * undefined before hydration, null when the link is incomplete.
 */
export function useGuestLink(): { bookingId: string; token: string } | null | undefined {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash, () => undefined);
  if (hash === undefined) return undefined;
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const bookingId = params.get("booking");
  const token = params.get("token");
  return bookingId && token ? { bookingId, token } : null;
}
