import { describe, expect, it } from "vitest";
import { FONT_DRAG, HERO_TITLE_SIZES, IMAGE_MIN_PX } from "@/lib/hero/constants";
import { clampFontSize, clampImageSide, parseImageSide, sizeClassFor } from "@/lib/hero/resize";

describe("hero drag clamps (spec 001 §5)", () => {
  it.each([
    [5, FONT_DRAG.min],
    [12, 12],
    [13.9, 12],
    [14, 16],
    [57, 56],
    [58, 60],
    [119, 120],
    [500, FONT_DRAG.max],
    [-40, FONT_DRAG.min],
  ])("keeps a dragged font size of %s px at %s px: 12–120, a multiple of 4", (dragged, kept) => {
    expect(clampFontSize(dragged)).toBe(kept);
    expect(clampFontSize(dragged) % FONT_DRAG.step).toBe(0);
  });

  it("keeps the nearest title size class the dragged size allows", () => {
    expect(sizeClassFor(60, HERO_TITLE_SIZES)).toBe("text-6xl");
    expect(sizeClassFor(2, HERO_TITLE_SIZES)).toBe("text-lg");
    expect(sizeClassFor(1000, HERO_TITLE_SIZES)).toBe("text-7xl");
    expect(sizeClassFor(33, HERO_TITLE_SIZES)).toBe("text-3xl");
    expect(sizeClassFor(34, HERO_TITLE_SIZES)).toBe("text-4xl");
  });

  it.each([
    [10, "width", IMAGE_MIN_PX],
    [-300, "height", IMAGE_MIN_PX],
    [50, "width", 50],
    [420.6, "width", 421],
    [5000, "width", 1280],
    [5000, "height", 720],
  ] as const)("never resizes an image side of %s px (%s) under 50 px: %s", (dragged, side, kept) => {
    expect(clampImageSide(dragged, side)).toBe(kept);
  });

  it("reads a width or height input as whole pixels, anything else as auto (spec 001 §5)", () => {
    expect(parseImageSide(" 420 ", "width")).toBe(420);
    expect(parseImageSide("20", "height")).toBe(IMAGE_MIN_PX);
    expect(parseImageSide("auto", "width")).toBeNull();
    expect(parseImageSide("", "width")).toBeNull();
    expect(parseImageSide("12.5", "height")).toBeNull();
    expect(parseImageSide("-5", "height")).toBeNull();
  });
});
