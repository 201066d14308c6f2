import { describe, expect, it } from "vitest";
import { headerFormSchema, toHeaderFormValues, toHeaderStyle } from "@/components/editors/header/form-schema";
import { HEADER_DEFAULTS } from "@/lib/header/constants";
import { resolveHeaderStyle } from "@/lib/header/style";
import { settingsPatchSchema } from "@/lib/site/settings-schema";

/** Acme's header as seeded: transparent, white text, amber hover, 6xl wide, a 40 px logo. */
const ACME = { type: "transparent", background: "transparent", color: "white", color_hover: "amber-200", menu_width: "6xl", logo_height: "h-10" };

describe("header style ↔ header editor form", () => {
  it("opens a site without a header_style with the spec's header defaults", () => {
    expect(toHeaderFormValues(null)).toEqual({
      type: HEADER_DEFAULTS.type,
      background_color: HEADER_DEFAULTS.background,
      color: HEADER_DEFAULTS.color,
      color_hover: HEADER_DEFAULTS.color_hover,
      menu_width: HEADER_DEFAULTS.menu_width,
      menu_items_are_text: false,
      logo_height: HEADER_DEFAULTS.logo_height,
      is_gradient: false,
      gradient: {},
    });
  });

  it("opens a stored style as stored", () => {
    expect(toHeaderFormValues(ACME)).toMatchObject({ type: "transparent", background_color: "transparent", color: "white", color_hover: "amber-200", menu_width: "6xl", logo_height: "h-10" });
  });

  it("reads widths with max-w-, colours with bg-/text- and gradient stops with their prefix", () => {
    const values = toHeaderFormValues({ menu_width: "max-w-xl", background: "bg-sky-50", color: "text-gray-800", is_gradient: true, gradient: { from: "from-sky-100", to: "to-blue-200" } });
    expect(values).toMatchObject({ menu_width: "xl", background_color: "sky-50", color: "gray-800", is_gradient: true, gradient: { from: "from-sky-100", to: "to-blue-200" } });
  });

  it("falls back to the defaults for malformed stored values, and a transparent header to a transparent background", () => {
    const values = toHeaderFormValues({ type: "fancy", color: "red; background:url(x)", menu_width: "huge", logo_height: "h-99", is_gradient: "yes", gradient: { from: "javascript:1" } });
    expect(values).toMatchObject({ type: "default", color: "gray-700", menu_width: "7xl", logo_height: "h-12", is_gradient: false, gradient: {} });
    expect(toHeaderFormValues({ type: "transparent" }).background_color).toBe("transparent");
    expect(toHeaderFormValues("white").type).toBe("default");
  });

  it("writes an object the settings PATCH accepts and the public header draws as chosen", () => {
    const values = { ...toHeaderFormValues(ACME), type: "mini" as const, menu_width: "xl", logo_height: "h-8" as const, menu_items_are_text: true };
    const style = toHeaderStyle(values);
    expect(settingsPatchSchema.parse({ header_style: style }).header_style).toEqual(style);
    const resolved = resolveHeaderStyle(style);
    expect(resolved).toMatchObject({ type: "mini", isMini: true, color: "white", colorHover: "amber-200", maxWidthPx: 1280, logoHeightPx: 32, menuItemsAreText: true });
    expect(toHeaderFormValues(style)).toEqual(values);
  });

  it("leaves empty gradient stops out and draws the gradient only when it is switched on", () => {
    const values = { ...toHeaderFormValues(null), is_gradient: true, gradient: { from: "from-cyan-100", via: "", to: "to-blue-200" } };
    const style = toHeaderStyle(values);
    expect(style.gradient).toEqual({ from: "from-cyan-100", to: "to-blue-200" });
    expect(resolveHeaderStyle(style).gradient).toEqual({ from: "from-cyan-100", to: "to-blue-200" });
    expect(resolveHeaderStyle(toHeaderStyle({ ...values, is_gradient: false })).gradient).toBeNull();
  });

  it("refuses a colour that is not a palette colour class", () => {
    const result = headerFormSchema.safeParse({ ...toHeaderFormValues(null), color_hover: "#ff0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["color_hover"]);
  });
});
