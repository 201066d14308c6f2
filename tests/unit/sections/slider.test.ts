import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX } from "@/lib/sections/constants";
import {
  clampGridColumns,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
  showControls,
  swipeDirection,
  visibleCards,
} from "@/lib/sections/slider";

describe("metrics slider", () => {
  it("wraps from the last card to the first and back", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(2, 4)).toBe(1);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it("shows grid_columns minus one cards, at least one, and one on mobile", () => {
    expect(visibleCards(3, false)).toBe(2);
    expect(visibleCards(5, false)).toBe(4);
    expect(visibleCards(1, false)).toBe(1);
    expect(visibleCards(2, false)).toBe(1);
    expect(visibleCards(4, true)).toBe(1);
  });

  it("keeps grid columns within 1 to 5", () => {
    expect(clampGridColumns(0)).toBe(1);
    expect(clampGridColumns(6)).toBe(5);
    expect(clampGridColumns(null)).toBe(3);
  });

  it("auto-advances only as an unhovered desktop slider with more than one metric", () => {
    const base = { isSlider: true, hovered: false, isMobile: false, count: 3 };
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, isMobile: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, count: 1 })).toBe(false);
    expect(shouldAutoAdvance({ ...base, isSlider: false })).toBe(false);
  });

  it("turns a swipe of more than 75 px into next or previous", () => {
    expect(swipeDirection(300, 300 - SWIPE_THRESHOLD_PX - 1)).toBe("next");
    expect(swipeDirection(100, 100 + SWIPE_THRESHOLD_PX + 1)).toBe("previous");
    expect(swipeDirection(100, 100 + SWIPE_THRESHOLD_PX)).toBeNull();
  });

  it("hides arrows and dots for a single item", () => {
    expect(showControls(1)).toBe(false);
    expect(showControls(2)).toBe(true);
  });
});
