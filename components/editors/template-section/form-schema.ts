import { z } from "zod";
import { sameValue } from "@/lib/editing/merge";
import { resolveSectionType } from "@/lib/sections/section-type";
import { checkSectionTitle, templateSectionPatchSchema, type TemplateSectionPatch } from "@/lib/sections/schemas";

/** Every column this editor changes: all of them required in the form, unknown ones dropped. */
const formFields = templateSectionPatchSchema.required().strip();

/** The message key of the spec's "Please enter a section title" (Editors.templateSection.titleRequired). */
export const TITLE_REQUIRED = "titleRequired";

/** Spec 001 §5: the title is required after trimming; other section types than general may leave it empty. */
export const templateSectionFormSchema = formFields.superRefine((values, context) => checkSectionTitle(values, context, TITLE_REQUIRED));

export type TemplateSectionFormValues = z.infer<typeof templateSectionFormSchema>;
export type TemplateSectionField = keyof TemplateSectionFormValues;

export const FORM_FIELDS: readonly TemplateSectionField[] = formFields.keyof().options;

const gridColumns = templateSectionPatchSchema.shape.grid_columns.unwrap();
/** Spec 001 §9: grid columns 1 to 6, as the save schema allows. */
export const GRID_COLUMN_CHOICES: readonly number[] = Array.from(
  { length: (gridColumns.maxValue ?? 6) - (gridColumns.minValue ?? 1) + 1 },
  (_, index) => (gridColumns.minValue ?? 1) + index,
);

/** Spec 001 §9 defaults: background white, text style default, type general, 3 columns. */
export const NEW_SECTION_VALUES: TemplateSectionFormValues = {
  section_title: "",
  section_title_translation: {},
  section_description: "",
  section_description_translation: {},
  section_type: "general",
  text_style_variant: "default",
  grid_columns: 3,
  image_metrics_height: "h-48",
  is_full_width: false,
  is_section_title_aligned_center: false,
  is_section_title_aligned_right: false,
  is_image_bottom: false,
  is_slider: false,
  background_color: "white",
  is_gradient: false,
  gradient: {},
};

/**
 * What GET answers and a 412 carries: the edited columns, the version, and the legacy type flags. Colours
 * stored before they were checked fall back to the defaults, so such a row still opens.
 */
const sectionRowSchema = formFields.extend({
  version: z.number().int(),
  section_type: z.string().nullable(),
  section_title: z.string().nullable().transform((value) => value ?? ""),
  section_description: z.string().nullable().transform((value) => value ?? ""),
  background_color: formFields.shape.background_color.catch(NEW_SECTION_VALUES.background_color),
  gradient: formFields.shape.gradient.catch({}),
  is_reviews_section: z.boolean().optional(),
  is_help_center_section: z.boolean().optional(),
  is_real_estate_modal: z.boolean().optional(),
  is_brand: z.boolean().optional(),
  is_article_slider: z.boolean().optional(),
  is_contact_section: z.boolean().optional(),
  is_faq_section: z.boolean().optional(),
  is_pricingplans_section: z.boolean().optional(),
});

/** A stored row as the form holds it, with its version. Older rows get their type from the legacy flags. */
export function toFormValues(row: unknown): { values: TemplateSectionFormValues; version: number } {
  const parsed = sectionRowSchema.parse(row);
  return { values: formFields.parse({ ...parsed, section_type: resolveSectionType(parsed) }), version: parsed.version };
}

/** The title's rule reads the type: the server checks a changed title or type against the other, so both go. */
const TITLE_AND_TYPE: readonly TemplateSectionField[] = ["section_title", "section_type"];

/** Only what the admin changed since `baseline`: the PATCH body (partial, so a save never rewrites the rest). */
export function changedValues(baseline: TemplateSectionFormValues, values: TemplateSectionFormValues): TemplateSectionPatch {
  const fields = FORM_FIELDS.filter((field) => !sameValue(baseline[field], values[field]));
  const withPair = fields.some((field) => TITLE_AND_TYPE.includes(field)) ? [...new Set([...fields, ...TITLE_AND_TYPE])] : fields;
  const changed = withPair.map((field) => [field, values[field]]);
  return templateSectionPatchSchema.parse(Object.fromEntries(changed));
}

/** What the section editing path needs of this form. */
export const TEMPLATE_SECTION_FORM = { fields: FORM_FIELDS, toFormValues, changedValues };
