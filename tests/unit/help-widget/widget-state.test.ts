import { describe, expect, it } from "vitest";
import { WIDGET_RESTORE_WINDOW_MS } from "@/lib/help-widget/constants";
import { nextWidgetSize, startingWidgetSize } from "@/lib/help-widget/widget-size";
import { restorableWidgetState, type WidgetState } from "@/lib/help-widget/widget-state";

const NOW = 1_800_000_000_000;
const state: WidgetState = { isOpen: true, size: "half", activeTab: "faq", currentView: "faq", timestamp: NOW - 1000 };

describe("help widget sizes", () => {
  it("cycles initial → half → fullscreen → initial on desktop", () => {
    expect(nextWidgetSize("initial", false)).toBe("half");
    expect(nextWidgetSize("half", false)).toBe("fullscreen");
    expect(nextWidgetSize("fullscreen", false)).toBe("initial");
    expect(startingWidgetSize(false)).toBe("initial");
  });

  it("cycles half → fullscreen → half on mobile", () => {
    expect(startingWidgetSize(true)).toBe("half");
    expect(nextWidgetSize("half", true)).toBe("fullscreen");
    expect(nextWidgetSize("fullscreen", true)).toBe("half");
    expect(nextWidgetSize("initial", true)).toBe("fullscreen");
  });
});

describe("help widget state restore", () => {
  it("restores state saved less than 5 seconds ago", () => {
    expect(restorableWidgetState(JSON.stringify(state), NOW)).toEqual(state);
  });

  it("ignores state that is 5 seconds old or more, malformed, or missing", () => {
    expect(restorableWidgetState(JSON.stringify({ ...state, timestamp: NOW - WIDGET_RESTORE_WINDOW_MS }), NOW)).toBeNull();
    expect(restorableWidgetState(JSON.stringify({ ...state, size: "huge" }), NOW)).toBeNull();
    expect(restorableWidgetState("{", NOW)).toBeNull();
    expect(restorableWidgetState(null, NOW)).toBeNull();
  });
});
