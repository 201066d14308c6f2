import type { Gradient, HeaderStyle } from "@/lib/model/json-types";
import { colorName } from "@/lib/sections/colors";
import { CONTENT_WIDTHS_PX, HEADER_DEFAULTS, MINI_HEADER_TYPES } from "./constants";

export interface ResolvedHeaderStyle {
  type: NonNullable<HeaderStyle["type"]>;
  isMini: boolean;
  background: string;
  color: string;
  colorHover: string;
  maxWidthPx: number;
  logoHeightPx: number;
  gradient: Gradient | null;
  menuItemsAreText: boolean;
}

const TYPES = ["default", "transparent", "fixed", "mini", "ring_card_mini"] as const;

/** A Tailwind spacing height class (h-12) in pixels: one step is 4 px. */
function logoHeightPx(value: string | undefined): number {
  const match = /^h-(\d{1,2})$/.exec(value?.trim() ?? "");
  return Number(match?.[1] ?? HEADER_DEFAULTS.logo_height.slice(2)) * 4;
}

/** Stored header_style with the spec's defaults filled in (002 §9 Header defaults). */
export function resolveHeaderStyle(style: HeaderStyle | null | undefined): ResolvedHeaderStyle {
  const type = TYPES.find((known) => known === style?.type) ?? HEADER_DEFAULTS.type;
  const width = style?.menu_width?.replace(/^max-w-/, "") ?? HEADER_DEFAULTS.menu_width;
  const gradient = style?.is_gradient && style.gradient ? style.gradient : null;
  return {
    type,
    isMini: (MINI_HEADER_TYPES as readonly string[]).includes(type),
    background: colorName(style?.background) ?? (type === "transparent" ? "transparent" : HEADER_DEFAULTS.background),
    color: colorName(style?.color) ?? HEADER_DEFAULTS.color,
    colorHover: colorName(style?.color_hover) ?? HEADER_DEFAULTS.color_hover,
    maxWidthPx: CONTENT_WIDTHS_PX[width] ?? CONTENT_WIDTHS_PX[HEADER_DEFAULTS.menu_width],
    logoHeightPx: logoHeightPx(style?.logo_height),
    gradient,
    menuItemsAreText: style?.menu_items_are_text === true,
  };
}

/** A palette name as a CSS colour: the safelisted palette's theme variables (app/globals.css). */
export function cssColor(name: string): string {
  return name === "white" || name === "black" || name === "transparent" ? name : `var(--color-${name})`;
}
