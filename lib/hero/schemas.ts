import { z } from "zod";
import { FONT_WEIGHTS, HERO_ANIMATION_ELEMENTS, HERO_IMAGE_POSITIONS, TEXT_ALIGNMENTS } from "@/lib/model/enums";
import { colorSchema, gradientSchema, linkSchema, translationSchema } from "@/lib/sections/schemas";
import { HERO_BLOCK_WIDTHS, HERO_DESCRIPTION_SIZES, HERO_TITLE_SIZES, IMAGE_MAX, IMAGE_MIN_PX } from "./constants";

const sizeOf = (sizes: readonly [string, ...string[]]) => z.object({ desktop: z.enum(sizes), mobile: z.enum(sizes) }).strict();

/** Spec 001 §5: width and height are whole pixels from 50 up; null is auto. */
const imageSide = (max: number) => z.number().int().min(IMAGE_MIN_PX).max(max).nullable();

/** The hero's style objects (spec 001 §3), complete, with the spec's sets (§9). */
export const heroTitleStyleSchema = z
  .object({
    color: colorSchema,
    size: sizeOf(HERO_TITLE_SIZES),
    alignment: z.enum(TEXT_ALIGNMENTS),
    blockWidth: z.enum(HERO_BLOCK_WIDTHS),
    blockColumns: z.number().int().min(1).max(3),
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .strict();

export const heroDescriptionStyleSchema = z.object({ color: colorSchema, size: sizeOf(HERO_DESCRIPTION_SIZES), weight: z.enum(FONT_WEIGHTS) }).strict();

export const heroImageStyleSchema = z
  .object({ position: z.enum(HERO_IMAGE_POSITIONS), fullPage: z.boolean(), width: imageSide(IMAGE_MAX.width), height: imageSide(IMAGE_MAX.height) })
  .strict();

export const heroBackgroundStyleSchema = z
  .object({
    column: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    color: colorSchema,
    is_gradient: z.boolean(),
    gradient: gradientSchema,
    seo_title: z.string().trim().max(200).nullable(),
  })
  .strict();

export const heroButtonStyleSchema = z
  .object({ aboveDescription: z.boolean(), isVideo: z.boolean(), url: linkSchema, color: colorSchema, gradient: gradientSchema })
  .strict();

/** A hero's fields and style objects, every field optional, unknown ones refused (PATCH and POST /api/heroes). */
export const heroPatchSchema = z
  .object({
    name: z.string().max(200).nullable(),
    // Spec 001 §5: "Title is required." (the dialog checks the same, in the language being viewed).
    title: z.string().trim().min(1, "Title is required.").max(500),
    description: z.string().max(20_000).nullable(),
    button: z.string().max(200).nullable(),
    image: linkSchema.nullable(),
    animation_element: z.enum(HERO_ANIMATION_ELEMENTS).nullable(),
    title_translation: translationSchema,
    description_translation: translationSchema,
    button_translation: translationSchema,
    // The editor sends each style object whole; a partial one replaces the stored object as it is.
    title_style: heroTitleStyleSchema.partial(),
    description_style: heroDescriptionStyleSchema.partial(),
    image_style: heroImageStyleSchema.partial(),
    background_style: heroBackgroundStyleSchema.partial(),
    button_style: heroButtonStyleSchema.partial(),
  })
  .partial()
  .strict();

export type HeroPatch = z.infer<typeof heroPatchSchema>;
