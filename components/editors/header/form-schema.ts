import { z } from "zod";
import { HEADER_STYLE_TYPES } from "@/lib/model/enums";
import type { HeaderStyle } from "@/lib/model/json-types";
import { CONTENT_WIDTHS_PX, HEADER_DEFAULTS, HEADER_HEIGHT_PX, LOGO_HEIGHTS } from "@/lib/header/constants";
import { colorName } from "@/lib/sections/colors";
import { colorSchema, gradientSchema } from "@/lib/sections/schemas";
import { readGradient, storedStyleSchema } from "./stored-style";

/** Spec 002 §9: header and footer content widths, lg (1024 px) through 7xl (2816 px). */
export const MENU_WIDTHS = Object.keys(CONTENT_WIDTHS_PX);

export { LOGO_HEIGHTS };
export const logoHeightPx = (height: string) => Number(height.slice(2)) * 4;

const menuWidth = z.string().refine((value) => MENU_WIDTHS.includes(value));

/** The header editor's form: header_style with every field present (spec 002 §3 Settings). */
export const headerFormSchema = z.object({
  type: z.enum(HEADER_STYLE_TYPES),
  background_color: colorSchema,
  color: colorSchema,
  color_hover: colorSchema,
  menu_width: menuWidth,
  menu_items_are_text: z.boolean(),
  logo_height: z.enum(LOGO_HEIGHTS),
  is_gradient: z.boolean(),
  gradient: gradientSchema,
});

export type HeaderFormValues = z.infer<typeof headerFormSchema>;
export type HeaderField = keyof HeaderFormValues;
export const HEADER_FIELDS: readonly HeaderField[] = headerFormSchema.keyof().options;

/**
 * A stored header_style as the form holds it: the spec's defaults (002 §9) where a value is missing or not a
 * palette colour, widths without their max-w- prefix, colours without their bg-/text- prefix.
 */
export function toHeaderFormValues(stored: unknown): HeaderFormValues {
  const style = storedStyleSchema.parse(stored ?? {});
  const type = HEADER_STYLE_TYPES.find((known) => known === style.type) ?? HEADER_DEFAULTS.type;
  const width = style.menu_width?.trim().replace(/^max-w-/, "");
  const logo = LOGO_HEIGHTS.find((height) => height === style.logo_height?.trim());
  const defaultBackground = type === "transparent" ? "transparent" : HEADER_DEFAULTS.background;
  return {
    type,
    background_color: colorName(style.background) ?? defaultBackground,
    color: colorName(style.color) ?? HEADER_DEFAULTS.color,
    color_hover: colorName(style.color_hover) ?? HEADER_DEFAULTS.color_hover,
    menu_width: width && MENU_WIDTHS.includes(width) ? width : HEADER_DEFAULTS.menu_width,
    menu_items_are_text: style.menu_items_are_text === true,
    logo_height: logo ?? HEADER_DEFAULTS.logo_height,
    is_gradient: style.is_gradient === true,
    gradient: readGradient(style.gradient),
  };
}

/** The form as header_style is stored (the object the public header reads); empty gradient stops left out. */
export function toHeaderStyle(values: HeaderFormValues): HeaderStyle {
  return {
    type: values.type,
    background: values.background_color.trim(),
    color: values.color.trim(),
    color_hover: values.color_hover.trim(),
    menu_width: values.menu_width,
    menu_items_are_text: values.menu_items_are_text,
    logo_height: values.logo_height,
    is_gradient: values.is_gradient,
    gradient: readGradient(values.gradient),
  };
}

/** The tallest logo the header draws (spec 002 §9: header height 64 px). */
export const MAX_LOGO_PX = HEADER_HEIGHT_PX - 8;
