"use client";

import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once React has hydrated the page, so automated browsers (the e2e
 * suite) act only when the interface can respond, as a person would after the page is ready.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
