import { z } from "zod";
import { sameValue } from "@/lib/editing/merge";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { headingSectionPatchSchema, linkSchema } from "@/lib/sections/schemas";
import { normalizeUrlPage } from "@/lib/sections/url-page";

/**
 * Every column this editor changes, all required in the form, plus the page the section is on. The texts
 * are checked by the rules below (spec 001 §5), so their own checks only bound the length.
 */
const formFields = headingSectionPatchSchema
  .required()
  .extend({
    name: z.string().max(500),
    description_text: z.string().max(20_000),
    url_page: z.string().max(500),
  })
  .strip();

type HeadingSectionPatch = z.infer<typeof headingSectionPatchSchema>;

/** The message keys (Editors.headingSection.*) of the spec's three validation messages. */
export const NAME_REQUIRED = "nameRequired";
export const DESCRIPTION_REQUIRED = "descriptionRequired";
export const URL_PAGE_REQUIRED = "urlPageRequired";

/**
 * Spec 001 §5: the heading name and the description text are required, and so is the page URL; the button
 * URL is optional. A text counts as entered when visitors of the language being viewed would see it.
 */
export function headingSectionFormSchema(locale: Locale) {
  return formFields.superRefine((values, context) => {
    if (pickTranslation(values.name, values.name_translation, locale).trim() === "") {
      context.addIssue({ code: "custom", path: ["name"], message: NAME_REQUIRED });
    }
    if (pickTranslation(values.description_text, values.description_text_translation, locale).trim() === "") {
      context.addIssue({ code: "custom", path: ["description_text"], message: DESCRIPTION_REQUIRED });
    }
    if (values.url_page.trim() === "") context.addIssue({ code: "custom", path: ["url_page"], message: URL_PAGE_REQUIRED });
  });
}

export type HeadingSectionFormValues = z.infer<typeof formFields>;
export type HeadingSectionField = keyof HeadingSectionFormValues;

export const FORM_FIELDS: readonly HeadingSectionField[] = formFields.keyof().options;

/** A new heading section on `urlPage`: no second or third part, a button (not a text link), white. */
export function newHeadingValues(urlPage: string): HeadingSectionFormValues {
  return {
    name: "",
    name_translation: {},
    name_part_2: null,
    name_part_2_translation: {},
    name_part_3: null,
    name_part_3_translation: {},
    description_text: "",
    description_text_translation: {},
    button_text: null,
    button_text_translation: {},
    url: null,
    is_text_link: false,
    image: null,
    image_first: false,
    style_variant: "default",
    text_style_variant: "default",
    background_color: "white",
    is_gradient: false,
    gradient: {},
    url_page: urlPage,
  };
}

/**
 * What GET answers and a 412 carries. Values stored before they were checked fall back to the defaults,
 * so such a row still opens.
 */
const headingRowSchema = formFields.extend({
  version: z.number().int(),
  name: z.string().nullable().transform((value) => value ?? ""),
  description_text: z.string().nullable().transform((value) => value ?? ""),
  url: linkSchema.nullable().catch(null),
  image: linkSchema.nullable().catch(null),
  background_color: formFields.shape.background_color.catch("white"),
  gradient: formFields.shape.gradient.catch({}),
});

/** A stored row as the form holds it, with its version. A third part without a second shows the second too. */
export function toFormValues(row: unknown): { values: HeadingSectionFormValues; version: number } {
  const { version, ...stored } = headingRowSchema.parse(row);
  const name_part_2 = stored.name_part_2 === null && stored.name_part_3 !== null ? "" : stored.name_part_2;
  return { values: { ...stored, name_part_2 }, version };
}

/** The columns PATCH takes: the page a section is on is set when it is created. */
const PATCH_FIELDS = FORM_FIELDS.filter((field): field is Exclude<HeadingSectionField, "url_page"> => field !== "url_page");

/** Only what the admin changed since `baseline`: the PATCH body (partial, so a save never rewrites the rest). */
export function changedValues(baseline: HeadingSectionFormValues, values: HeadingSectionFormValues): HeadingSectionPatch {
  const changed = PATCH_FIELDS.filter((field) => !sameValue(baseline[field], values[field])).map((field) => [field, values[field]]);
  return headingSectionPatchSchema.parse(Object.fromEntries(changed));
}

/**
 * POST's body: every field, and the page the admin entered. A new section named only in the language being
 * viewed gets that text as its base text too (the base columns are required).
 */
export function createBody(values: HeadingSectionFormValues, locale: Locale): { fields: HeadingSectionPatch; urlPage: string } {
  const { url_page, ...fields } = values;
  const name = fields.name.trim() || pickTranslation(fields.name, fields.name_translation, locale);
  const description_text = fields.description_text.trim() || pickTranslation(fields.description_text, fields.description_text_translation, locale);
  return { fields: headingSectionPatchSchema.parse({ ...fields, name, description_text }), urlPage: normalizeUrlPage(url_page) };
}

/** What the section editing path needs of this form. */
export const HEADING_SECTION_FORM = { fields: FORM_FIELDS, toFormValues, changedValues };
