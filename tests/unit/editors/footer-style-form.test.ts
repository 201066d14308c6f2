import { describe, expect, it } from "vitest";
import { footerFormSchema, toFooterFormValues, toFooterStyle } from "@/components/editors/footer/form-schema";
import { resolveFooterStyle } from "@/lib/footer/columns";
import { FOOTER_DEFAULTS } from "@/lib/footer/constants";
import { settingsPatchSchema } from "@/lib/site/settings-schema";

describe("footer style ↔ footer editor form", () => {
  it("opens a site without a footer_style with the spec's footer defaults", () => {
    expect(toFooterFormValues(undefined)).toEqual({
      type: "default",
      background_color: FOOTER_DEFAULTS.background,
      color: FOOTER_DEFAULTS.color,
      color_hover: FOOTER_DEFAULTS.color_hover,
      is_gradient: false,
      gradient: {},
    });
  });

  it("reads the older plain-string footer_style as the background and writes it back as the object form", () => {
    const values = toFooterFormValues("bg-slate-800");
    expect(values).toMatchObject({ type: "default", background_color: "slate-800", color: FOOTER_DEFAULTS.color });
    const style = toFooterStyle(values);
    expect(style).toEqual({ type: "default", background: "slate-800", color: "neutral-400", color_hover: "white", is_gradient: false, gradient: {} });
    expect(settingsPatchSchema.parse({ footer_style: style }).footer_style).toEqual(style);
  });

  it("opens the styles the footer draws alike as the one it draws: light and minimal as compact, stacked as default", () => {
    expect(toFooterFormValues({ type: "light" }).type).toBe("compact");
    expect(toFooterFormValues({ type: "minimal" }).type).toBe("compact");
    expect(toFooterFormValues({ type: "stacked" }).type).toBe("default");
    expect(toFooterFormValues({ type: "grid" }).type).toBe("grid");
    expect(toFooterFormValues({ type: "carousel" }).type).toBe("default");
  });

  it("writes a grid footer the public footer draws in 4 columns with the chosen colours and gradient", () => {
    const values = { ...toFooterFormValues({ type: "compact", background: "teal-950", color: "teal-100", color_hover: "white" }), type: "grid" as const, is_gradient: true, gradient: { from: "from-sky-200", via: "", to: "to-indigo-300" } };
    const style = toFooterStyle(values);
    expect(settingsPatchSchema.parse({ footer_style: style }).footer_style).toEqual(style);
    expect(resolveFooterStyle(style)).toEqual({ layout: "grid", background: "teal-950", color: "teal-100", colorHover: "white", gradient: { from: "from-sky-200", to: "to-indigo-300" } });
    expect(toFooterFormValues(style)).toEqual({ ...values, gradient: { from: "from-sky-200", to: "to-indigo-300" } });
  });

  it("refuses a malformed colour and an unknown style", () => {
    expect(footerFormSchema.safeParse({ ...toFooterFormValues(null), background_color: "url(evil)" }).success).toBe(false);
    expect(footerFormSchema.safeParse({ ...toFooterFormValues(null), type: "stacked" }).success).toBe(false);
  });
});
