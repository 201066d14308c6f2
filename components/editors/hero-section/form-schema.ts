import { z } from "zod";
import { FONT_WEIGHTS, HERO_ANIMATION_ELEMENTS, HERO_IMAGE_POSITIONS, TEXT_ALIGNMENTS } from "@/lib/model/enums";
import { sameValue } from "@/lib/editing/merge";
import { HERO_BLOCK_WIDTHS, HERO_DEFAULTS, HERO_DESCRIPTION_SIZES, HERO_DIALOG_DEFAULTS, HERO_TITLE_SIZES } from "@/lib/hero/constants";
import { normalizeHero } from "@/lib/hero/normalize";
import {
  heroButtonStyleSchema,
  heroDescriptionStyleSchema,
  heroImageStyleSchema,
  heroPatchSchema,
  heroTitleStyleSchema,
  type HeroPatch,
} from "@/lib/hero/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { colorSchema, gradientSchema, linkSchema, translationSchema } from "@/lib/sections/schemas";

/**
 * The hero as its dialog edits it: the style objects of spec 001 §3 whole, except background_style, whose
 * colour fields sit at the top like every section form's (the shared background controls edit them).
 */
const formFields = z.object({
  name: z.string().max(200).nullable(),
  title: z.string().max(500),
  title_translation: translationSchema,
  description: z.string().max(20_000),
  description_translation: translationSchema,
  button: z.string().max(200),
  button_translation: translationSchema,
  image: linkSchema.nullable(),
  animation_element: z.enum(HERO_ANIMATION_ELEMENTS).nullable(),
  title_style: heroTitleStyleSchema,
  description_style: heroDescriptionStyleSchema,
  image_style: heroImageStyleSchema,
  button_style: heroButtonStyleSchema,
  background_color: colorSchema,
  is_gradient: z.boolean(),
  gradient: gradientSchema,
  background_column: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  seo_title: z.string().max(200),
});

export type HeroFormValues = z.infer<typeof formFields>;
export type HeroField = keyof HeroFormValues;

export const FORM_FIELDS: readonly HeroField[] = formFields.keyof().options;

/** The message key (Editors.hero.*) of "Title is required.". */
export const TITLE_REQUIRED = "titleRequired";

/** The title as visitors of `locale` see it: what spec 001 §5 requires after trimming. */
export const shownTitle = (values: Pick<HeroFormValues, "title" | "title_translation">, locale: Locale) =>
  pickTranslation(values.title, values.title_translation, locale).trim();

/** Spec 001 §5: the title is required (trimmed) in the language being viewed. */
export function heroFormSchema(locale: Locale) {
  return formFields.superRefine((values, context) => {
    if (shownTitle(values, locale) === "") context.addIssue({ code: "custom", path: ["title"], message: TITLE_REQUIRED });
  });
}

/** A new hero with the dialog's defaults (spec 001 §9, the picker's reading where there are two). */
export function newHeroValues(): HeroFormValues {
  const d = HERO_DEFAULTS;
  return {
    name: null,
    title: "",
    title_translation: {},
    description: "",
    description_translation: {},
    button: d.button,
    button_translation: {},
    image: null,
    animation_element: null,
    title_style: {
      color: d.titleColor,
      size: { ...HERO_DIALOG_DEFAULTS.titleSize },
      alignment: d.alignment,
      blockWidth: HERO_DIALOG_DEFAULTS.blockWidth,
      blockColumns: d.blockColumns,
      is_gradient: false,
      gradient: {},
    },
    description_style: { color: d.descriptionColor, size: { ...HERO_DIALOG_DEFAULTS.descriptionSize }, weight: d.descriptionWeight },
    image_style: { position: d.imagePosition, fullPage: false, width: d.imageWidth, height: d.imageHeight },
    button_style: { aboveDescription: false, isVideo: false, url: d.buttonUrl, color: d.buttonColor, gradient: {} },
    background_color: d.backgroundColor,
    is_gradient: false,
    gradient: {},
    background_column: d.backgroundColumns,
    seo_title: "",
  };
}

const d = HERO_DEFAULTS;
const sizeRow = (sizes: readonly [string, ...string[]], fallback: { desktop: string; mobile: string }) =>
  z.object({ desktop: z.enum(sizes).catch(fallback.desktop), mobile: z.enum(sizes).catch(fallback.mobile) });

/**
 * A normalised stored hero, checked field by field: a value stored before it was checked falls back to its
 * default, so such a hero still opens and its next save is valid.
 */
const heroRowSchema = z.object({
  title_style: z.object({
    color: colorSchema.catch(d.titleColor),
    size: sizeRow(HERO_TITLE_SIZES, d.titleSize),
    alignment: z.enum(TEXT_ALIGNMENTS).catch(d.alignment),
    blockWidth: z.enum(HERO_BLOCK_WIDTHS).catch(d.blockWidth),
    blockColumns: z.number().int().min(1).max(3).catch(d.blockColumns),
    is_gradient: z.boolean().catch(false),
    gradient: gradientSchema.catch({}),
  }),
  description_style: z.object({
    color: colorSchema.catch(d.descriptionColor),
    size: sizeRow(HERO_DESCRIPTION_SIZES, d.descriptionSize),
    weight: z.enum(FONT_WEIGHTS).catch(d.descriptionWeight),
  }),
  image_style: z.object({
    position: z.enum(HERO_IMAGE_POSITIONS).catch(d.imagePosition),
    fullPage: z.boolean().catch(false),
    width: heroImageStyleSchema.shape.width.catch(null),
    height: heroImageStyleSchema.shape.height.catch(null),
  }),
  button_style: z.object({
    aboveDescription: z.boolean().catch(false),
    isVideo: z.boolean().catch(false),
    url: linkSchema.catch(d.buttonUrl),
    color: colorSchema.catch(d.buttonColor),
    gradient: gradientSchema.catch({}),
  }),
  image: linkSchema.nullable().catch(null),
  background_color: colorSchema.catch(d.backgroundColor),
  gradient: gradientSchema.catch({}),
});

const versionSchema = z.object({ version: z.number().int() });

/** A stored row (GET, a 412's current row, a restore) as the form holds it: older flat fields mapped on read. */
export function toFormValues(row: unknown): { values: HeroFormValues; version: number } {
  const { version } = versionSchema.parse(row);
  const hero = normalizeHero(z.record(z.string(), z.unknown()).parse(row));
  const { background_style: background } = hero;
  const checked = heroRowSchema.parse({ ...hero, background_color: background.color, gradient: background.gradient });
  const name = z.object({ name: z.string().nullable().catch(null) }).parse(row).name;
  return {
    version,
    values: {
      name,
      title: hero.title,
      title_translation: hero.title_translation,
      description: hero.description ?? "",
      description_translation: hero.description_translation,
      button: hero.button ?? "",
      button_translation: hero.button_translation,
      animation_element: hero.animation_element,
      ...checked,
      is_gradient: background.is_gradient,
      background_column: background.column,
      seo_title: background.seo_title ?? "",
    },
  };
}

/** The hero as PATCH and POST take it: the background fields back in background_style, empty texts null. */
export function heroBody(values: HeroFormValues): HeroPatch {
  const { background_color, is_gradient, gradient, background_column, seo_title, description, button, ...rest } = values;
  return heroPatchSchema.parse({
    ...rest,
    description: description.trim() === "" ? null : description,
    button: button.trim() === "" ? null : button,
    background_style: { column: background_column, color: background_color, is_gradient, gradient, seo_title: seo_title.trim() || null },
  });
}

/** Only what the admin changed since `baseline`: the PATCH body, each changed style object whole. */
export function changedValues(baseline: HeroFormValues, values: HeroFormValues): HeroPatch {
  const before: Record<string, unknown> = heroBody(baseline);
  const after: Record<string, unknown> = heroBody(values);
  const changed = Object.keys(after).filter((field) => !sameValue(before[field], after[field]));
  return heroPatchSchema.parse(Object.fromEntries(changed.map((field) => [field, after[field]])));
}

/** POST's body: every field; a hero titled only in the language being viewed gets that title as its base too. */
export function createBody(values: HeroFormValues, locale: Locale): HeroPatch {
  return heroBody({ ...values, title: values.title.trim() || shownTitle(values, locale) });
}

/** What the section editing path needs of this form. */
export const HERO_FORM = { fields: FORM_FIELDS, toFormValues, changedValues };
