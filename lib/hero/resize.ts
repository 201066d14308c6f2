import { FONT_DRAG, IMAGE_MAX, IMAGE_MIN_PX, TEXT_SIZE_PX } from "./constants";

type SizeClass = keyof typeof TEXT_SIZE_PX;

/** Spec 001 §5: a drag-resized font size is clamped to 12–120 px and rounded to a multiple of 4. */
export function clampFontSize(px: number): number {
  const rounded = Math.round(px / FONT_DRAG.step) * FONT_DRAG.step;
  return Math.min(FONT_DRAG.max, Math.max(FONT_DRAG.min, rounded));
}

/** Spec 001 §5: an image side is never under 50 px; a whole number, at most the background's 1280x720. */
export function clampImageSide(px: number, side: "width" | "height"): number {
  return Math.min(IMAGE_MAX[side], Math.max(IMAGE_MIN_PX, Math.round(px)));
}

const isSizeClass = (value: string): value is SizeClass => Object.hasOwn(TEXT_SIZE_PX, value);

/** The pixel size of a text class, or the fallback's when it is not one. */
export function sizeClassPx(sizeClass: string, fallback: SizeClass): number {
  return TEXT_SIZE_PX[isSizeClass(sizeClass) ? sizeClass : fallback];
}

/**
 * The stored sizes are text classes (spec 001 §9): a dragged size is clamped and rounded first, then the
 * nearest class the element allows is kept.
 */
export function sizeClassFor<S extends SizeClass>(px: number, allowed: readonly S[]): S {
  const target = clampFontSize(px);
  return allowed.reduce((best, size) => (Math.abs(TEXT_SIZE_PX[size] - target) < Math.abs(TEXT_SIZE_PX[best] - target) ? size : best));
}

/**
 * What an image width or height input means (spec 001 §5): whole pixels, anything that is not a number is
 * auto (null).
 */
export function parseImageSide(input: string, side: "width" | "height"): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  return clampImageSide(Number(text), side);
}
