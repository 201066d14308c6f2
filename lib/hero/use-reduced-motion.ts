"use client";

import { useMediaQuery } from "@/lib/sections/use-media-query";

/** True when the visitor asked for less motion: animations then stay still. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
