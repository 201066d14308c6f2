import { describe, expect, it } from "vitest";
import { alignmentFlags, GRADIENT_PRESETS, METRIC_IMAGE_HEIGHTS, presetOf, titleAlignment } from "@/components/editors/template-section/options";
import { previewSection } from "@/components/editors/template-section/preview-section";
import { NEW_SECTION_VALUES } from "@/components/editors/template-section/form-schema";
import { IMAGE_METRICS_HEIGHTS } from "@/lib/model/enums";
import { colorName } from "@/lib/sections/colors";

describe("template section style options", () => {
  it("offers the spec's eight gradient presets, each of palette colours", () => {
    expect(GRADIENT_PRESETS.map((preset) => preset.key)).toEqual([
      "oceanBreeze", "sunsetGlow", "freshGrowth", "purpleDreams", "fireBlaze", "deepOcean", "forestPath", "roseGarden",
    ]);
    for (const { gradient } of GRADIENT_PRESETS) for (const stop of Object.values(gradient)) expect(colorName(stop)).not.toBeNull();
  });

  it("recognises a preset with or without its stop prefixes, and a custom gradient as none", () => {
    expect(presetOf({ from: "cyan-100", via: "sky-100", to: "blue-200" })).toBe("oceanBreeze");
    expect(presetOf({ from: "from-amber-100", via: "via-orange-200", to: "to-rose-200" })).toBe("sunsetGlow");
    expect(presetOf({ from: "sky-100", to: "blue-200" })).toBeNull();
    expect(presetOf(null)).toBeNull();
  });

  it("offers the eight metric image heights in order with their pixel sizes", () => {
    expect(METRIC_IMAGE_HEIGHTS.map((height) => height.value)).toEqual([...IMAGE_METRICS_HEIGHTS]);
    expect(METRIC_IMAGE_HEIGHTS.map((height) => height.px)).toEqual([128, 160, 192, 224, 256, 288, 320, 384]);
  });

  it("maps title alignment to the two stored flags and back", () => {
    for (const alignment of ["left", "center", "right"] as const) expect(titleAlignment(alignmentFlags(alignment))).toBe(alignment);
    expect(titleAlignment({ is_section_title_aligned_center: true, is_section_title_aligned_right: true })).toBe("center");
  });

  it("previews the form's values as a section the public renderer takes", () => {
    const section = previewSection({ id: "new", urlPage: "/home", metrics: [], values: { ...NEW_SECTION_VALUES, section_type: "faq", grid_columns: 5 } });
    expect(section).toMatchObject({ id: "new", url_page: "/home", section_type: "faq", grid_columns: 5, website_metric: [], is_faq_section: false });
  });
});
