import { z } from "zod";
import { IMAGE_METRICS_HEIGHTS, LOCALES, SECTION_TYPES, TEXT_STYLE_VARIANTS } from "@/lib/db/enums";

/** A `*_translation` map: language code → text (empty texts fall back to the base field when shown). */
export const translationSchema = z.partialRecord(z.enum(LOCALES), z.string().max(5000));

const gradientSchema = z.object({ from: z.string().max(100).optional(), via: z.string().max(100).optional(), to: z.string().max(100).optional() }).strict();

/**
 * The fields of a template section its editor changes (spec 001 §1); every field optional, unknown fields
 * refused. Shared by PATCH /api/template-sections/{id} and the editor's form.
 */
export const templateSectionPatchSchema = z
  .object({
    section_title: z.string().max(500).nullable(),
    section_title_translation: translationSchema,
    section_description: z.string().max(20_000).nullable(),
    section_description_translation: translationSchema,
    section_type: z.enum(SECTION_TYPES),
    text_style_variant: z.enum(TEXT_STYLE_VARIANTS),
    grid_columns: z.number().int().min(1).max(6),
    image_metrics_height: z.enum(IMAGE_METRICS_HEIGHTS),
    is_full_width: z.boolean(),
    is_section_title_aligned_center: z.boolean(),
    is_section_title_aligned_right: z.boolean(),
    is_image_bottom: z.boolean(),
    is_slider: z.boolean(),
    background_color: z.string().max(100),
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .partial()
  .strict();

export type TemplateSectionPatch = z.infer<typeof templateSectionPatchSchema>;
