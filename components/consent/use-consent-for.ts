"use client";

import { useCallback, useSyncExternalStore } from "react";
import { isServiceAllowed, readAllowedServices, writeAllowedServices } from "@/lib/consent/client-store";
import { CONSENT_STORAGE_KEY, CONSENT_UPDATED_EVENT } from "@/lib/consent/constants";

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === CONSENT_STORAGE_KEY && onChange();
  window.addEventListener(CONSENT_UPDATED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_UPDATED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Whether the visitor allowed a third-party service by name ("YouTube", "Vimeo"); false on the
 * server and before hydration, so nothing from the service loads before consent.
 */
export function useConsentFor(service: string): { allowed: boolean; allow: () => void } {
  const allowed = useSyncExternalStore(
    subscribe,
    () => isServiceAllowed(readAllowedServices(), service),
    () => false,
  );
  const allow = useCallback(() => writeAllowedServices([...readAllowedServices(), service]), [service]);
  return { allowed, allow };
}
