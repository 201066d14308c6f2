import { describe, expect, it } from "vitest";
import { resolveHeaderStyle } from "@/lib/header/style";

describe("resolveHeaderStyle", () => {
  it("fills the spec's defaults: white, gray-700, gray-900 on hover, 7xl, h-12", () => {
    expect(resolveHeaderStyle({})).toMatchObject({
      type: "default",
      background: "white",
      color: "gray-700",
      colorHover: "gray-900",
      maxWidthPx: 2816,
      logoHeightPx: 48,
      isMini: false,
    });
  });

  it("treats mini and Ring Card as mini styles", () => {
    expect(resolveHeaderStyle({ type: "mini" }).isMini).toBe(true);
    expect(resolveHeaderStyle({ type: "ring_card_mini" }).isMini).toBe(true);
    expect(resolveHeaderStyle({ type: "fixed" }).isMini).toBe(false);
  });

  it("reads stored widths, logo heights and colours, ignoring values that are not palette names", () => {
    const style = resolveHeaderStyle({ menu_width: "lg", logo_height: "h-10", color: "url(x)", background: "teal-950" });
    expect(style).toMatchObject({ maxWidthPx: 1024, logoHeightPx: 40, color: "gray-700", background: "teal-950" });
  });

  it("uses the gradient only when switched on", () => {
    expect(resolveHeaderStyle({ gradient: { from: "sky-500" } }).gradient).toBeNull();
    expect(resolveHeaderStyle({ is_gradient: true, gradient: { from: "sky-500" } }).gradient).toEqual({ from: "sky-500" });
  });
});
