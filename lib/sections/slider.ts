import { MAX_GRID_COLUMNS, MIN_GRID_COLUMNS, SWIPE_THRESHOLD_PX } from "./constants";

/** Next index with wrap-around (spec 002 §4 Slider). */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** Previous index with wrap-around. */
export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/** grid_columns clamped to the public range 1–5. */
export function clampGridColumns(columns: number | null | undefined): number {
  const value = Number.isFinite(columns) ? Math.round(columns as number) : 3;
  return Math.min(MAX_GRID_COLUMNS, Math.max(MIN_GRID_COLUMNS, value));
}

/** Cards visible at once: grid_columns minus 1, at least 1, and 1 on mobile. */
export function visibleCards(gridColumns: number, isMobile: boolean): number {
  if (isMobile) return 1;
  return Math.max(1, clampGridColumns(gridColumns) - 1);
}

/** Auto-advance only while it is a slider, not hovered, not mobile and has more than one metric. */
export function shouldAutoAdvance(state: { isSlider: boolean; hovered: boolean; isMobile: boolean; count: number }): boolean {
  return state.isSlider && !state.hovered && !state.isMobile && state.count > 1;
}

/** A horizontal swipe of more than the threshold: left goes next, right goes previous. */
export function swipeDirection(startX: number, endX: number): "next" | "previous" | null {
  const delta = endX - startX;
  if (Math.abs(delta) <= SWIPE_THRESHOLD_PX) return null;
  return delta < 0 ? "next" : "previous";
}

/** Arrows and dots are hidden when there is only one item. */
export function showControls(count: number): boolean {
  return count > 1;
}
