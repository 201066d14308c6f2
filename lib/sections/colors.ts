import type { Gradient } from "@/lib/model/json-types";

// Colours are stored as Tailwind names ("gray-50", "white"). The full palette of bg-/text- utilities and of
// the gradient stops gf-/gv-/gt- is safelisted in app/globals.css (@source inline), so class names built here
// exist in the CSS.
const COLOR = /^(?:white|black|transparent|[a-z]+-(?:50|[1-9]00|950))$/;

/** A stored colour name, or null when it is not a Tailwind palette name (never injected as-is). */
export function colorName(value: string | null | undefined): string | null {
  const name = value?.trim().replace(/^(?:bg|text|from|via|to)-/, "");
  return name && COLOR.test(name) ? name : null;
}

/**
 * A stored gradient as classes: grad-br (or grad-r) draws it from the stops gf- (from), gv- (via) and gt- (to),
 * our own compact utilities (app/globals.css). Stops may be stored with or without their from-/via-/to- prefix
 * (spec 001 §3).
 */
export function gradientClasses(gradient: Gradient | null | undefined, direction: "br" | "r" = "br"): string {
  if (!gradient) return "";
  const from = colorName(gradient.from);
  const via = colorName(gradient.via);
  const to = colorName(gradient.to);
  if (!from && !to) return "";
  return [`grad-${direction}`, from && `gf-${from}`, via && `gv-${via}`, to && `gt-${to}`].filter(Boolean).join(" ");
}

/** Background of a section or card: a gradient when switched on and set, otherwise the colour. */
export function backgroundClasses(source: {
  background_color?: string | null;
  is_gradient?: boolean | null;
  gradient?: Gradient | null;
}): string {
  if (source.is_gradient) {
    const gradient = gradientClasses(source.gradient);
    if (gradient) return gradient;
  }
  const color = colorName(source.background_color);
  return color ? `bg-${color}` : "bg-white";
}

/** Text in a stored colour, with a fallback class. */
export function textColorClass(value: string | null | undefined, fallback: string): string {
  const color = colorName(value);
  return color ? `text-${color}` : fallback;
}

/** Gradient text (title gradient of a hero). */
export function gradientTextClasses(gradient: Gradient | null | undefined): string {
  const background = gradientClasses(gradient, "r");
  return background ? `${background} bg-clip-text text-transparent` : "";
}

/** Hues that stay light up to shade 600 (white text on them fails WCAG contrast). */
const BRIGHT_HUES = ["yellow", "amber", "lime", "orange", "green", "emerald", "teal", "cyan", "sky"];

/** Text that stays readable (WCAG AA) on a stored background colour: near-black on light colours, else white. */
export function readableTextOn(value: string | null | undefined): "text-gray-950" | "text-white" {
  const name = colorName(value);
  if (!name || name === "white" || name === "transparent") return "text-gray-950";
  if (name === "black") return "text-white";
  const [hue = "", shade = "500"] = name.split("-");
  const lightUpTo = BRIGHT_HUES.includes(hue) ? 600 : 400;
  return Number(shade) <= lightUpTo ? "text-gray-950" : "text-white";
}
