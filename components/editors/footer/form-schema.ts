import { z } from "zod";
import { readGradient, storedStyleSchema } from "@/components/editors/header/stored-style";
import { FOOTER_STYLE_TYPES } from "@/lib/model/enums";
import type { FooterStyleObject } from "@/lib/model/json-types";
import { resolveFooterStyle } from "@/lib/footer/columns";
import { FOOTER_DEFAULTS } from "@/lib/footer/constants";
import { colorName } from "@/lib/sections/colors";
import { colorSchema, gradientSchema } from "@/lib/sections/schemas";

/**
 * Spec 002 §2 Footer: the styles the public footer draws. The database also allows stacked (drawn as
 * default) and light and minimal (drawn as compact): a footer stored so opens as the style it looks like.
 */
export const FOOTER_TYPES = ["default", "compact", "grid"] as const;

/** The footer editor's form: footer_style in its object form with every field present (spec 002 §3). */
export const footerFormSchema = z.object({
  type: z.enum(FOOTER_TYPES),
  background_color: colorSchema,
  color: colorSchema,
  color_hover: colorSchema,
  is_gradient: z.boolean(),
  gradient: gradientSchema,
});

export type FooterFormValues = z.infer<typeof footerFormSchema>;
export type FooterField = keyof FooterFormValues;
export const FOOTER_FIELDS: readonly FooterField[] = footerFormSchema.keyof().options;

/**
 * A stored footer_style as the form holds it: the older plain string is the background (spec 002 §3), other
 * values missing or not palette colours take the spec's defaults (002 §9).
 */
export function toFooterFormValues(stored: unknown): FooterFormValues {
  const style = storedStyleSchema.parse(stored ?? {});
  const storedType = FOOTER_STYLE_TYPES.find((type) => type === style.type);
  return {
    // The layout the public footer draws for the stored type (stacked: default; light, minimal: compact).
    type: resolveFooterStyle({ type: storedType }).layout,
    background_color: colorName(style.background) ?? FOOTER_DEFAULTS.background,
    color: colorName(style.color) ?? FOOTER_DEFAULTS.color,
    color_hover: colorName(style.color_hover) ?? FOOTER_DEFAULTS.color_hover,
    is_gradient: style.is_gradient === true,
    gradient: readGradient(style.gradient),
  };
}

/** The form as footer_style is written: always the object form, empty gradient stops left out. */
export function toFooterStyle(values: FooterFormValues): FooterStyleObject {
  return {
    type: values.type,
    background: values.background_color.trim(),
    color: values.color.trim(),
    color_hover: values.color_hover.trim(),
    is_gradient: values.is_gradient,
    gradient: readGradient(values.gradient),
  };
}
