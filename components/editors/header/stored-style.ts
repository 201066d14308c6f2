import { z } from "zod";
import type { Gradient } from "@/lib/model/json-types";
import { colorName } from "@/lib/sections/colors";

const text = z.string().optional().catch(undefined);
const flag = z.boolean().optional().catch(undefined);

/**
 * header_style or footer_style as stored: any field may be missing or malformed (rows written before values
 * were checked), so each falls back to undefined and the editor's defaults fill it. A plain string is the
 * older footer form meaning the background.
 */
export const storedStyleSchema = z
  .preprocess(
    (value) => (typeof value === "string" ? { background: value } : value),
    z.looseObject({
      type: text,
      background: text,
      color: text,
      color_hover: text,
      menu_width: text,
      menu_items_are_text: flag,
      logo_height: text,
      is_gradient: flag,
      gradient: z.looseObject({ from: text, via: text, to: text }).optional().catch(undefined),
    }),
  )
  .catch({});

export type StoredStyle = z.infer<typeof storedStyleSchema>;

/** Gradient stops that are palette colours, as stored (with or without their from-/via-/to- prefix). */
export function readGradient(gradient: Gradient | undefined): Gradient {
  const stops: Gradient = {};
  for (const stop of ["from", "via", "to"] as const) {
    const value = gradient?.[stop]?.trim();
    if (value && colorName(value)) stops[stop] = value;
  }
  return stops;
}
