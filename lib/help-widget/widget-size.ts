import type { WidgetSize } from "./constants";

/**
 * Spec §4: desktop cycles initial → half → fullscreen → initial; mobile (≤ 640 px) has no initial
 * size and cycles half → fullscreen → half.
 */
export function nextWidgetSize(size: WidgetSize, isMobile: boolean): WidgetSize {
  if (isMobile) return size === "fullscreen" ? "half" : "fullscreen";
  return size === "initial" ? "half" : size === "half" ? "fullscreen" : "initial";
}

/** The size a freshly opened widget starts at. */
export function startingWidgetSize(isMobile: boolean): WidgetSize {
  return isMobile ? "half" : "initial";
}
