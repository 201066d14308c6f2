import { z } from "zod";
import { COLOR_SHADES, FOOTER_STYLE_TYPES, HEADER_STYLE_TYPES } from "@/lib/model/enums";
import { LOCALES } from "@/lib/i18n/locales";
import { CONTENT_WIDTHS_PX, LOGO_HEIGHTS } from "@/lib/header/constants";
import { mediaPath } from "@/lib/media/sizes";
import { colorName } from "@/lib/sections/colors";
import { gradientSchema, linkSchema } from "@/lib/sections/schemas";

export const COLOR_MESSAGE = "Use a colour name such as sky or teal-600, or a hex colour such as #0ea5e9.";

/** The hues the site's palette has (app/globals.css safelists them), for primary_color and secondary_color. */
export const PALETTE_HUES = [
  "red", "orange", "amber", "yellow", "lime", "green", "emerald", "teal", "cyan", "sky", "blue", "indigo", "violet",
  "purple", "fuchsia", "pink", "rose", "slate", "gray", "zinc", "neutral", "stone",
] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A settings colour: a palette hue (with its shade in *_shade) or a hex colour. */
export const isHueOrHex = (value: string) => (PALETTE_HUES as readonly string[]).includes(value.trim()) || HEX.test(value.trim());
/** A header or footer colour: a palette colour class (gray-700, white), a hex colour, or nothing. */
export const isColorOrHex = (value: string) => value.trim() === "" || colorName(value) !== null || HEX.test(value.trim());

const color = z.string().trim().max(100).refine(isColorOrHex, COLOR_MESSAGE);
const hue = z.string().trim().min(1).max(100).refine(isHueOrHex, COLOR_MESSAGE);
const shade = z.literal(COLOR_SHADES);
/** The site's icon is drawn from a media library file (lib/brand reads it from Storage): no other address works. */
const mediaLibraryImage = linkSchema.refine((value) => mediaPath(value) !== null, "Pick the icon from the media library.");
/** The header editor's content widths (spec 002 §9), stored with or without Tailwind's max-w- prefix. */
const menuWidth = z
  .string()
  .trim()
  .max(50)
  .refine((value) => Object.hasOwn(CONTENT_WIDTHS_PX, value.replace(/^max-w-/, "")), "Use a content width from lg to 7xl.");

const headerStyleSchema = z
  .object({
    type: z.enum(HEADER_STYLE_TYPES),
    background: color,
    color,
    color_hover: color,
    menu_width: menuWidth,
    menu_items_are_text: z.boolean(),
    logo_height: z.enum(LOGO_HEIGHTS),
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
    icon: mediaLibraryImage.nullable(),
    with_language_switch: z.boolean(),
    header_style: headerStyleSchema,
    footer_style: footerStyleSchema,
    primary_color: hue,
    primary_shade: shade,
    secondary_color: hue,
    secondary_shade: shade,
    font_family: z.string().trim().min(1).max(100),
    /** Count visits (issue 43): off, the site's page views are dropped. */
    analytics_enabled: z.boolean(),
  })
  .partial()
  .strict()
  .refine((value) => !value.language || !value.supported_locales || value.supported_locales.includes(value.language), {
    message: "The default language must be one of the site's languages.",
    path: ["supported_locales"],
  })
  .transform((value) => (value.supported_locales ? { ...value, supported_locales: [...new Set(value.supported_locales)] } : value));
