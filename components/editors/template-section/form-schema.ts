import { z } from "zod";
import { sameValue } from "@/lib/editing/merge";
import { resolveSectionType } from "@/lib/sections/section-type";
import { templateSectionPatchSchema, type TemplateSectionPatch } from "@/lib/sections/schemas";

/** The columns this editor changes (section_type only rides along: it decides whether a title is required). */
const formFields = templateSectionPatchSchema
  .pick({
    section_title: true,
    section_title_translation: true,
    section_description: true,
    section_description_translation: true,
    section_type: true,
    text_style_variant: true,
    grid_columns: true,
    is_slider: true,
    is_full_width: true,
  })
  .required()
  .strip();

/** The message key of the spec's "Please enter a section title" (Editors.templateSection.titleRequired). */
export const TITLE_REQUIRED = "titleRequired";

/** Spec 001 §5: the title is required after trimming; other section types than general may leave it empty. */
export const templateSectionFormSchema = formFields.superRefine((values, context) => {
  if (values.section_type === "general" && (values.section_title ?? "").trim() === "") {
    context.addIssue({ code: "custom", path: ["section_title"], message: TITLE_REQUIRED });
  }
});

export type TemplateSectionFormValues = z.infer<typeof templateSectionFormSchema>;
export type TemplateSectionField = keyof TemplateSectionFormValues;

export const FORM_FIELDS: readonly TemplateSectionField[] = formFields.keyof().options;

const gridColumns = templateSectionPatchSchema.shape.grid_columns.unwrap();
/** Spec 001 §9: grid columns 1 to 6, as the save schema allows. */
export const GRID_COLUMN_CHOICES: readonly number[] = Array.from(
  { length: (gridColumns.maxValue ?? 6) - (gridColumns.minValue ?? 1) + 1 },
  (_, index) => (gridColumns.minValue ?? 1) + index,
);

/** What GET answers and a 412 carries: the edited columns, the version, and the legacy type flags. */
const sectionRowSchema = formFields.extend({
  version: z.number().int(),
  section_type: z.string().nullable(),
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

/** Only what the admin changed since `baseline`: the PATCH body (partial, so a save never rewrites the rest). */
export function changedValues(baseline: TemplateSectionFormValues, values: TemplateSectionFormValues): TemplateSectionPatch {
  const changed = FORM_FIELDS.filter((field) => !sameValue(baseline[field], values[field])).map((field) => [field, values[field]]);
  return templateSectionPatchSchema.parse(Object.fromEntries(changed));
}
