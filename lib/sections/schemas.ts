import { z } from "zod";
import {
  HEADING_STYLE_VARIANTS,
  HEADING_TEXT_STYLE_VARIANTS,
  IMAGE_METRICS_HEIGHTS,
  LOCALES,
  PAGE_SECTION_KINDS,
  SECTION_TYPES,
  TEXT_STYLE_VARIANTS,
} from "@/lib/model/enums";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "@/lib/seo/constants";
import { colorName } from "./colors";

/**
 * Spec 001 §5's validation messages as the API answers them (error.fields); the editors show the same rules'
 * messages translated (messages/*.json, Editors.*).
 */
export const SECTION_MESSAGES = {
  sectionTitleRequired: "Please enter a section title",
  headingNameRequired: "Please enter a heading name",
  headingDescriptionRequired: "Please enter a description text",
  metricTextRequired: "Title and description are required",
  mediaUrlInvalid: "Please enter a valid URL",
} as const;

/** A `*_translation` map: language code → text (empty texts fall back to the base field when shown). */
export const translationSchema = z.partialRecord(z.enum(LOCALES), z.string().max(5000));

/** A colour as the renderers read it: a Tailwind palette name, with or without its bg-/from-/via-/to- prefix. */
export const colorSchema = z
  .string()
  .trim()
  .max(100)
  .refine((value) => colorName(value) !== null, "Use a colour class such as white, gray-50 or from-sky-500.");

/** Gradient stops: colour classes only; an empty stop is left out. */
const gradientStopSchema = z.union([z.literal(""), colorSchema]).optional();

export const gradientSchema = z.object({ from: gradientStopSchema, via: gradientStopSchema, to: gradientStopSchema }).strict();

/**
 * The fields of a template section its editor changes (spec 001 §1); every field optional, unknown fields
 * refused. Shared by PATCH /api/template-sections/{id} and the editor's form.
 */
export const templateSectionPatchSchema = z
  .object({
    section_title: z.string().trim().max(500).nullable(),
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
    background_color: colorSchema,
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .partial()
  .strict();

export type TemplateSectionPatch = z.infer<typeof templateSectionPatchSchema>;

/**
 * Spec 001 §5: a general section's title is required after trimming; other types may leave it empty. The
 * type a body does not name counts as general (a new section's default), so a body that blanks the title
 * names its non-general type beside it, as the editor sends them.
 */
export function checkSectionTitle(
  values: Pick<TemplateSectionPatch, "section_title" | "section_type">,
  context: z.RefinementCtx,
  message: string = SECTION_MESSAGES.sectionTitleRequired,
) {
  if ((values.section_type ?? "general") === "general" && (values.section_title ?? "").trim() === "") {
    context.addIssue({ code: "custom", path: ["section_title"], message });
  }
}

/** PATCH /api/template-sections/{id}: the fields it names, a title it names checked as the editor checks it. */
export const templateSectionUpdateSchema = templateSectionPatchSchema.superRefine((values, context) => {
  if (values.section_title !== undefined) checkSectionTitle(values, context);
});

/** POST /api/template-sections: a general section (the default type) needs its title. */
export const checkNewTemplateSection = (values: TemplateSectionPatch, context: z.RefinementCtx) => checkSectionTitle(values, context);

/** An image or link address an admin entered: http(s) or a site path, never javascript: and the like. */
export const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value), "Use a web address (https://…) or a path on this site (/…).");

/** Spec 001 §5: the media field of a metric takes a link; a blank entry is refused ("Please enter a valid URL"). */
export const mediaUrlSchema = linkSchema.refine((value) => value !== "", SECTION_MESSAGES.mediaUrlInvalid);

/** A metric card's fields (spec 001 §7 PATCH /api/metrics/{id}: one field at a time, no If-Match needed). */
export const metricPatchSchema = z
  .object({
    title: z.string().max(500),
    title_translation: translationSchema,
    description: z.string().max(20_000).nullable(),
    description_translation: translationSchema,
    image: mediaUrlSchema.nullable(),
    is_title_displayed: z.boolean(),
    is_image_rounded_full: z.boolean(),
    is_card_type: z.boolean(),
    background_color: colorSchema,
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .partial()
  .strict();

/** A heading section's fields (spec 001: title in up to three parts, description, button or text link, image). */
export const headingSectionPatchSchema = z
  .object({
    name: z.string().trim().min(1, SECTION_MESSAGES.headingNameRequired).max(500),
    name_part_2: z.string().max(500).nullable(),
    name_part_3: z.string().max(500).nullable(),
    name_translation: translationSchema,
    name_part_2_translation: translationSchema,
    name_part_3_translation: translationSchema,
    description_text: z.string().trim().min(1, SECTION_MESSAGES.headingDescriptionRequired).max(20_000),
    description_text_translation: translationSchema,
    button_text: z.string().max(200).nullable(),
    button_text_translation: translationSchema,
    url: linkSchema.nullable(),
    is_text_link: z.boolean(),
    image: linkSchema.nullable(),
    image_first: z.boolean(),
    style_variant: z.enum(HEADING_STYLE_VARIANTS),
    text_style_variant: z.enum(HEADING_TEXT_STYLE_VARIANTS),
    background_color: colorSchema,
    is_gradient: z.boolean(),
    gradient: gradientSchema,
  })
  .partial()
  .strict();

const seoTitle = z.string().trim().max(SEO_TITLE_MAX);
const seoDescription = z.string().trim().max(SEO_DESCRIPTION_MAX);
const inLanguages = (text: z.ZodString) => z.partialRecord(z.enum(LOCALES), text);

/**
 * What an admin sets for a page's search results and share cards (issue 41): each set field wins over what the page
 * says itself. A page keeps them on its layout; a post has its own (its description is metadescription_for_page).
 */
export const shareFieldsShape = {
  seo_title: seoTitle.nullable(),
  seo_title_translation: inLanguages(seoTitle),
  seo_image: linkSchema.nullable(),
};

/** A post's description override in the other languages (metadescription_for_page is the default language's). */
export const metaDescriptionTranslationSchema = inLanguages(seoDescription);

/**
 * A page's sections in order and its share metadata (PUT /api/page-layout): each section once, at most 100; a
 * request changes what it names.
 */
export const pageLayoutSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.enum(PAGE_SECTION_KINDS), id: z.uuid() }).strict())
      .max(100)
      .refine((items) => new Set(items.map((item) => `${item.kind}:${item.id}`)).size === items.length, "A section can appear only once on a page."),
    ...shareFieldsShape,
    seo_description: seoDescription.nullable(),
    seo_description_translation: inLanguages(seoDescription),
  })
  .partial()
  .strict();

/** A template section's metric cards in order (PUT /api/template-sections/{id}/metrics): each card once. */
export const sectionMetricsSchema = z
  .object({
    metric_ids: z
      .array(z.uuid())
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, "A metric can appear only once in a section."),
  })
  .strict();

/** POST /api/metrics: spec 001 §5, "Title and description are required". */
export const metricCreateSchema = metricPatchSchema.extend({
  title: z.string().trim().min(1, SECTION_MESSAGES.metricTextRequired).max(500),
  description: z.string().trim().min(1, SECTION_MESSAGES.metricTextRequired).max(20_000),
});
