import type { Gradient } from "@/lib/model/json-types";
import type { ImageMetricsHeight } from "@/lib/model/enums";

/**
 * Spec 001 §9: the eight gradient presets (their colours are not given: these are light enough for every
 * text style's dark text to stay readable). Message keys under Editors.templateSection.presets.
 */
export const GRADIENT_PRESETS = [
  { key: "oceanBreeze", gradient: { from: "from-cyan-100", via: "via-sky-100", to: "to-blue-200" } },
  { key: "sunsetGlow", gradient: { from: "from-amber-100", via: "via-orange-200", to: "to-rose-200" } },
  { key: "freshGrowth", gradient: { from: "from-lime-100", via: "via-green-100", to: "to-emerald-200" } },
  { key: "purpleDreams", gradient: { from: "from-violet-100", via: "via-purple-100", to: "to-fuchsia-200" } },
  { key: "fireBlaze", gradient: { from: "from-yellow-100", via: "via-orange-200", to: "to-red-200" } },
  { key: "deepOcean", gradient: { from: "from-sky-200", via: "via-blue-200", to: "to-indigo-300" } },
  { key: "forestPath", gradient: { from: "from-emerald-100", via: "via-teal-100", to: "to-green-200" } },
  { key: "roseGarden", gradient: { from: "from-rose-100", via: "via-pink-100", to: "to-rose-200" } },
] as const satisfies readonly { key: string; gradient: Required<Gradient> }[];

/** Spec 001 §9: the metric image heights with their pixel sizes (names under Editors.templateSection.heights). */
export const METRIC_IMAGE_HEIGHTS: readonly { value: ImageMetricsHeight; px: number }[] = [
  { value: "h-32", px: 128 },
  { value: "h-40", px: 160 },
  { value: "h-48", px: 192 },
  { value: "h-56", px: 224 },
  { value: "h-64", px: 256 },
  { value: "h-72", px: 288 },
  { value: "h-80", px: 320 },
  { value: "h-96", px: 384 },
];

/** Background colours offered as swatches; any other palette name can be typed. */
export const COLOR_SWATCHES = [
  "white", "gray-50", "gray-100", "slate-100", "stone-100", "sky-50", "blue-50", "indigo-50",
  "emerald-50", "teal-50", "amber-50", "orange-50", "rose-50", "purple-50",
] as const;

/** The preset a gradient is, or null for a custom one (stops compared without their from-/via-/to- prefix). */
export function presetOf(gradient: Gradient | null | undefined): (typeof GRADIENT_PRESETS)[number]["key"] | null {
  const bare = (value: string | undefined) => (value ?? "").replace(/^(?:from|via|to)-/, "");
  const found = GRADIENT_PRESETS.find(
    ({ gradient: preset }) => bare(preset.from) === bare(gradient?.from) && bare(preset.via) === bare(gradient?.via) && bare(preset.to) === bare(gradient?.to),
  );
  return found?.key ?? null;
}

export type TitleAlignment = "left" | "center" | "right";

/** The title alignment the two stored flags mean (centre wins, as the renderer decides). */
export function titleAlignment(values: { is_section_title_aligned_center: boolean; is_section_title_aligned_right: boolean }): TitleAlignment {
  if (values.is_section_title_aligned_center) return "center";
  return values.is_section_title_aligned_right ? "right" : "left";
}

/** The two stored flags of a title alignment. */
export function alignmentFlags(alignment: TitleAlignment) {
  return { is_section_title_aligned_center: alignment === "center", is_section_title_aligned_right: alignment === "right" };
}
