import { z } from "zod";
import { FONT_WEIGHTS, HERO_ANIMATION_ELEMENTS, HERO_IMAGE_POSITIONS, TEXT_ALIGNMENTS } from "@/lib/db/enums";
import { gradientSchema, linkSchema, translationSchema } from "@/lib/sections/schemas";

const color = z.string().max(100);
const size = z.object({ desktop: z.string().max(20), mobile: z.string().max(20) }).partial().strict();

/** A hero's fields and style objects (lib/db/json-types.ts shapes), every field optional, unknown ones refused. */
export const heroPatchSchema = z
  .object({
    name: z.string().max(200).nullable(),
    title: z.string().trim().min(1).max(500),
    description: z.string().max(20_000).nullable(),
    button: z.string().max(200).nullable(),
    image: linkSchema.nullable(),
    animation_element: z.enum(HERO_ANIMATION_ELEMENTS).nullable(),
    title_translation: translationSchema,
    description_translation: translationSchema,
    button_translation: translationSchema,
    title_style: z
      .object({
        color,
        size,
        alignment: z.enum(TEXT_ALIGNMENTS),
        blockWidth: z.string().max(20),
        blockColumns: z.number().int().min(1).max(12),
        is_gradient: z.boolean(),
        gradient: gradientSchema,
      })
      .partial()
      .strict(),
    description_style: z.object({ color, size, weight: z.enum(FONT_WEIGHTS) }).partial().strict(),
    image_style: z
      .object({
        position: z.enum(HERO_IMAGE_POSITIONS),
        fullPage: z.boolean(),
        width: z.number().min(50).max(4000).nullable(),
        height: z.number().min(50).max(4000).nullable(),
      })
      .partial()
      .strict(),
    background_style: z
      .object({ column: z.union([z.literal(1), z.literal(2), z.literal(3)]), color, is_gradient: z.boolean(), gradient: gradientSchema, seo_title: z.string().max(200) })
      .partial()
      .strict(),
    button_style: z
      .object({ aboveDescription: z.boolean(), isVideo: z.boolean(), url: linkSchema, color, gradient: gradientSchema })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
