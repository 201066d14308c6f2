/**
 * Fonts offered for settings.font_family (spec 001 §9: default Inter). The public layout names Inter with the
 * system's sans-serif as fallback; the others are common faces a browser has or falls back from gracefully.
 */
export const FONT_FAMILIES = ["Inter", "Poppins", "Roboto", "Open Sans", "Lato", "Montserrat", "Georgia", "Arial"] as const;

/** Tailwind's colour names, offered for the primary and secondary colour (shades: COLOR_SHADES). */
export const PALETTE_COLORS = [
  "slate", "gray", "zinc", "neutral", "stone", "red", "orange", "amber", "yellow", "lime", "green",
  "emerald", "teal", "cyan", "sky", "blue", "indigo", "violet", "purple", "fuchsia", "pink", "rose",
] as const;

/** The list with the stored value in it, so a value set elsewhere is shown, not silently replaced. */
export const withCurrent = (options: readonly string[], current: string): string[] => (options.includes(current) ? [...options] : [current, ...options]);
