// Static class maps for the hero's stored style values: every class is written out in full so
// Tailwind finds it when it scans this file (a class built from pieces would be missing in the CSS).

const SIZES = ["text-xs", "text-sm", "text-base", "text-lg", "text-xl", "text-2xl", "text-3xl", "text-4xl", "text-5xl", "text-6xl", "text-7xl"] as const;

const DESKTOP_SIZE: Record<(typeof SIZES)[number], string> = {
  "text-xs": "md:text-xs",
  "text-sm": "md:text-sm",
  "text-base": "md:text-base",
  "text-lg": "md:text-lg",
  "text-xl": "md:text-xl",
  "text-2xl": "md:text-2xl",
  "text-3xl": "md:text-3xl",
  "text-4xl": "md:text-4xl",
  "text-5xl": "md:text-5xl",
  "text-6xl": "md:text-6xl",
  "text-7xl": "md:text-7xl",
};

/** Mobile size as is, desktop size from 768px (spec: size {desktop, mobile}). */
export function sizeClasses(size: { desktop: string; mobile: string }, fallback: { desktop: string; mobile: string }): string {
  const mobile = (SIZES as readonly string[]).includes(size.mobile) ? size.mobile : fallback.mobile;
  const desktop = DESKTOP_SIZE[size.desktop as (typeof SIZES)[number]] ?? DESKTOP_SIZE[fallback.desktop as (typeof SIZES)[number]];
  return `${mobile} ${desktop}`;
}

export const WEIGHT_CLASSES: Record<string, string> = {
  normal: "font-normal",
  medium: "font-medium",
  semibold: "font-semibold",
  bold: "font-bold",
};

export const ALIGN_CLASSES: Record<string, string> = {
  left: "text-left items-start",
  center: "text-center items-center mx-auto",
  right: "text-right items-end ml-auto",
};

/** Content width options 2xl … 7xl, full. */
export const BLOCK_WIDTH_CLASSES: Record<string, string> = {
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
  full: "max-w-full",
};

/** Title block columns (1–3): the title text flows in that many columns. */
export const BLOCK_COLUMN_CLASSES: Record<number, string> = { 1: "", 2: "md:columns-2", 3: "md:columns-3" };

/** Background column count 1–3: how the hero splits text and image on desktop. */
export const BACKGROUND_COLUMN_CLASSES: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-3",
};
