import { z } from "zod";
import { COLOR_SHADES, FOOTER_STYLE_TYPES, HEADER_STYLE_TYPES } from "@/lib/db/enums";
import { LOCALES } from "@/lib/i18n/locales";
import { gradientSchema, linkSchema } from "@/lib/sections/schemas";

const color = z.string().trim().max(100);
const shade = z.literal(COLOR_SHADES);

const headerStyleSchema = z
  .object({
    type: z.enum(HEADER_STYLE_TYPES),
    background: color,
    color,
    color_hover: color,
    menu_width: z.string().max(50),
    menu_items_are_text: z.boolean(),
    logo_height: z.string().max(50),
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .partial()
  .strict();

const footerStyleSchema = z
  .object({ type: z.enum(FOOTER_STYLE_TYPES), background: color, color, color_hover: color, is_gradient: z.boolean(), gradient: gradientSchema })
  .partial()
  .strict();

/** Spec 002 §3 Settings: every field optional, unknown ones refused; the default language is offered. */
export const settingsPatchSchema = z
  .object({
    site: z.string().trim().max(200).nullable(),
    language: z.enum(LOCALES),
    supported_locales: z.array(z.enum(LOCALES)).min(1).max(LOCALES.length),
    image: linkSchema.nullable(),
    image_for_privacy_settings: linkSchema.nullable(),
    with_language_switch: z.boolean(),
    header_style: headerStyleSchema,
    footer_style: footerStyleSchema,
    primary_color: color.min(1),
    primary_shade: shade,
    secondary_color: color.min(1),
    secondary_shade: shade,
    font_family: z.string().trim().min(1).max(100),
  })
  .partial()
  .strict()
  .refine((value) => !value.language || !value.supported_locales || value.supported_locales.includes(value.language), {
    message: "The default language must be one of the site's languages.",
    path: ["supported_locales"],
  })
  .transform((value) => (value.supported_locales ? { ...value, supported_locales: [...new Set(value.supported_locales)] } : value));
