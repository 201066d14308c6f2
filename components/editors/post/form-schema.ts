import { z } from "zod";
import { LOCALES, POST_DISPLAY_TYPES } from "@/lib/model/enums";
import { sameValue } from "@/lib/editing/merge";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { META_DESCRIPTION_MAX } from "@/lib/posts/editor-constants";
import { postConfigs } from "@/lib/posts/normalize";
import { isReservedSlug, postCreateSchema, postPatchSchema, postSlugSchema } from "@/lib/posts/schemas";
import { SEO_TITLE_MAX } from "@/lib/seo/constants";
import { linkSchema, metaDescriptionTranslationSchema, translationSchema } from "@/lib/sections/schemas";

/** Message keys under Editors.post. */
export const POST_ERRORS = {
  titleRequired: "titleRequired",
  slugRequired: "slugRequired",
  slugInvalid: "slugInvalid",
  slugTaken: "slugTaken",
  photoInvalid: "photoInvalid",
  integer: "integerInvalid",
  date: "dateInvalid",
} as const;

/** Spec 000 §5: section_id, when given, is a whole number… */
const integerText = z
  .string()
  .trim()
  .regex(/^-?\d{0,9}$/, POST_ERRORS.integer);

/** …and order and help_center_order too, from 0 to the 10 000 the server takes. */
const orderText = z
  .string()
  .trim()
  .regex(/^\d{0,5}$/, POST_ERRORS.integer)
  .refine((text) => text === "" || Number(text) <= 10_000, POST_ERRORS.integer);

/**
 * The post as its modal edits it: spec 000 §3's fields flat (the config objects are put together again on
 * save), the number fields as typed text, read as integers when saved (spec 000 §5).
 */
export const postFormFields = z.object({
  title: z.string().max(300),
  title_translation: translationSchema,
  description: z.string().max(2000),
  description_translation: translationSchema,
  content: z.string().max(500_000),
  content_translation: z.partialRecord(z.enum(LOCALES), z.string().max(500_000)),
  slug: z.string().trim().max(200),
  metadescription_for_page: z.string().max(META_DESCRIPTION_MAX),
  metadescription_for_page_translation: metaDescriptionTranslationSchema,
  /** Issue 41: the post's own title and image for search results and share cards. */
  seo_title: z.string().max(SEO_TITLE_MAX),
  seo_title_translation: translationSchema,
  seo_image: z.string().trim().max(2000),
  type: z.enum(POST_DISPLAY_TYPES),
  main_photo: z.string().trim().max(2000),
  display_this_post: z.boolean(),
  display_as_blog_post: z.boolean(),
  is_displayed_first_page: z.boolean(),
  is_help_center: z.boolean(),
  help_center_order: orderText,
  is_with_author: z.boolean(),
  is_company_author: z.boolean(),
  author_name: z.string().max(200),
  /** datetime-local text in the admin's time zone. */
  created_on: z.string(),
  section_id: integerText,
  subsection: z.string().max(200),
  order: orderText,
});

export type PostFormValues = z.infer<typeof postFormFields>;
export type PostField = keyof PostFormValues;
export const POST_FORM_FIELDS: readonly PostField[] = postFormFields.keyof().options;

/** The title as visitors of `locale` see it: spec 000 §5 requires it (the save button waits for it). */
export const shownTitle = (values: Pick<PostFormValues, "title" | "title_translation">, locale: Locale) =>
  pickTranslation(values.title, values.title_translation, locale).trim();

export function postFormSchema(locale: Locale) {
  return postFormFields.superRefine((values, context) => {
    if (shownTitle(values, locale) === "") context.addIssue({ code: "custom", path: ["title"], message: POST_ERRORS.titleRequired });
    if (values.slug === "") context.addIssue({ code: "custom", path: ["slug"], message: POST_ERRORS.slugRequired });
    else if (!postSlugSchema.safeParse(values.slug).success) context.addIssue({ code: "custom", path: ["slug"], message: POST_ERRORS.slugInvalid });
    // Every post is served at /{slug}: the site's own routes are taken (as the server and Create Page say).
    else if (isReservedSlug(values.slug)) context.addIssue({ code: "custom", path: ["slug"], message: POST_ERRORS.slugTaken });
    if (!linkSchema.safeParse(values.main_photo).success) context.addIssue({ code: "custom", path: ["main_photo"], message: POST_ERRORS.photoInvalid });
    if (!linkSchema.safeParse(values.seo_image).success) context.addIssue({ code: "custom", path: ["seo_image"], message: POST_ERRORS.photoInvalid });
    if (Number.isNaN(new Date(values.created_on).getTime())) context.addIssue({ code: "custom", path: ["created_on"], message: POST_ERRORS.date });
  });
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a datetime-local input shows it, in the admin's own time zone. */
export function toLocalInput(iso: string | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Spec 000 §5: read as an integer, default 0 (null for section_id, which may be empty). */
const readInteger = (text: string) => Number.parseInt(text, 10) || 0;
const readSectionId = (text: string) => (text.trim() === "" ? null : Number.parseInt(text, 10));

/**
 * A new post (Create New → Blog Post): shown and listed on the blog, type default, dated now. The slug
 * follows the title until the admin edits it.
 */
export function newPostValues(now: Date = new Date()): PostFormValues {
  return {
    title: "",
    title_translation: {},
    description: "",
    description_translation: {},
    content: "",
    content_translation: {},
    slug: "",
    metadescription_for_page: "",
    metadescription_for_page_translation: {},
    seo_title: "",
    seo_title_translation: {},
    seo_image: "",
    type: "default",
    main_photo: "",
    display_this_post: true,
    display_as_blog_post: true,
    is_displayed_first_page: false,
    is_help_center: false,
    help_center_order: "0",
    is_with_author: false,
    is_company_author: false,
    author_name: "",
    created_on: toLocalInput(now),
    section_id: "",
    subsection: "",
    order: "0",
  };
}

const rowSchema = z
  .object({
    version: z.number().int(),
    slug: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    content: z.string().nullable(),
    author_name: z.string().nullable(),
    metadescription_for_page: z.string().nullable(),
    created_on: z.string(),
    display_config: z.record(z.string(), z.unknown()).catch({}),
    organization_config: z.record(z.string(), z.unknown()).catch({}),
    author_config: z.record(z.string(), z.unknown()).catch({}),
    media_config: z.record(z.string(), z.unknown()).catch({}),
    title_translation: translationSchema.catch({}),
    description_translation: translationSchema.catch({}),
    content_translation: postFormFields.shape.content_translation.catch({}),
    metadescription_for_page_translation: metaDescriptionTranslationSchema.catch({}),
    seo_title: z.string().nullish(),
    seo_title_translation: translationSchema.catch({}),
    seo_image: z.string().nullish(),
  })
  .loose();

const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);
const integerString = (value: unknown, fallback: string) => (typeof value === "number" && Number.isInteger(value) ? String(value) : fallback);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A stored post (GET, a 412's current row) as the form holds it, with its version; older flat fields read too. */
export function toFormValues(row: unknown): { values: PostFormValues; version: number; authorId: string | null } {
  const parsed = rowSchema.parse(row);
  const configs = postConfigs(parsed);
  const display = parsed.display_config;
  const organization = parsed.organization_config;
  const values: PostFormValues = {
    title: parsed.title ?? "",
    title_translation: parsed.title_translation,
    description: parsed.description ?? "",
    description_translation: parsed.description_translation,
    content: parsed.content ?? "",
    content_translation: parsed.content_translation,
    slug: parsed.slug,
    metadescription_for_page: (parsed.metadescription_for_page ?? "").slice(0, META_DESCRIPTION_MAX),
    metadescription_for_page_translation: parsed.metadescription_for_page_translation,
    seo_title: (parsed.seo_title ?? "").slice(0, SEO_TITLE_MAX),
    seo_title_translation: parsed.seo_title_translation,
    seo_image: parsed.seo_image ?? "",
    type: configs.type,
    main_photo: configs.mainPhoto ?? "",
    display_this_post: bool(display.display_this_post ?? parsed.display_this_post, true),
    display_as_blog_post: configs.isBlogPost,
    is_displayed_first_page: bool(display.is_displayed_first_page ?? parsed.is_displayed_first_page, false),
    is_help_center: bool(display.is_help_center ?? parsed.is_help_center, false),
    help_center_order: integerString(display.help_center_order ?? parsed.help_center_order, "0"),
    is_with_author: configs.withAuthor,
    is_company_author: configs.companyAuthor,
    author_name: parsed.author_name ?? "",
    created_on: toLocalInput(parsed.created_on),
    section_id: integerString(organization.section_id ?? parsed.section_id, ""),
    subsection: text(organization.subsection ?? parsed.subsection),
    order: integerString(organization.order ?? parsed.order, "0"),
  };
  const authorId = parsed.author_config.author_id;
  return { values, version: parsed.version, authorId: typeof authorId === "string" ? authorId : null };
}

type PostBody = z.infer<typeof postPatchSchema>;

const blankToNull = (value: string) => (value.trim() === "" ? null : value);

/** Spec 000 §7: the body POST /api/posts and PATCH /api/posts/{slug} take, from the form's values. */
function fullBody(values: PostFormValues, authorId: string | null): PostBody & { slug: string; title: string } {
  return {
    slug: values.slug.trim(),
    title: values.title.trim(),
    description: blankToNull(values.description),
    content: blankToNull(values.content),
    author_name: blankToNull(values.author_name.trim()),
    metadescription_for_page: blankToNull(values.metadescription_for_page),
    metadescription_for_page_translation: values.metadescription_for_page_translation,
    seo_title: blankToNull(values.seo_title.trim()),
    seo_title_translation: values.seo_title_translation,
    seo_image: blankToNull(values.seo_image),
    created_on: new Date(values.created_on).toISOString(),
    display_config: {
      display_this_post: values.display_this_post,
      display_as_blog_post: values.display_as_blog_post,
      is_displayed_first_page: values.is_displayed_first_page,
      is_help_center: values.is_help_center,
      help_center_order: readInteger(values.help_center_order),
      type: values.type,
    },
    organization_config: { section_id: readSectionId(values.section_id), subsection: blankToNull(values.subsection), order: readInteger(values.order) },
    author_config: { is_with_author: values.is_with_author, is_company_author: values.is_company_author, author_id: authorId },
    media_config: { main_photo: blankToNull(values.main_photo) },
    title_translation: values.title_translation,
    description_translation: values.description_translation,
    content_translation: values.content_translation,
  };
}

/**
 * POST /api/posts. The base columns are required (a title at least): a post first written under another
 * language than the default takes that text as its base too, so every language shows something.
 */
export function createBody(values: PostFormValues, locale: Locale) {
  const filled = { ...values };
  for (const field of ["title", "description", "content"] as const) {
    if (filled[field].trim() === "") filled[field] = filled[`${field}_translation`][locale] ?? "";
  }
  return postCreateSchema.parse(fullBody(filled, null));
}

/** Which body field each form field is saved in. */
const BODY_FIELD: Record<PostField, keyof PostBody> = {
  title: "title",
  title_translation: "title_translation",
  description: "description",
  description_translation: "description_translation",
  content: "content",
  content_translation: "content_translation",
  slug: "slug",
  metadescription_for_page: "metadescription_for_page",
  metadescription_for_page_translation: "metadescription_for_page_translation",
  seo_title: "seo_title",
  seo_title_translation: "seo_title_translation",
  seo_image: "seo_image",
  type: "display_config",
  main_photo: "media_config",
  display_this_post: "display_config",
  display_as_blog_post: "display_config",
  is_displayed_first_page: "display_config",
  is_help_center: "display_config",
  help_center_order: "display_config",
  is_with_author: "author_config",
  is_company_author: "author_config",
  author_name: "author_name",
  created_on: "created_on",
  section_id: "organization_config",
  subsection: "organization_config",
  order: "organization_config",
};

/** PATCH /api/posts/{slug}: only the body fields the admin changed since `baseline` (a config object whole). */
export function changedBody(baseline: PostFormValues, values: PostFormValues, authorId: string | null): PostBody {
  const full = fullBody(values, authorId);
  const changed = new Set(POST_FORM_FIELDS.filter((field) => !sameValue(baseline[field], values[field])).map((field) => BODY_FIELD[field]));
  return postPatchSchema.parse(Object.fromEntries([...changed].map((field) => [field, full[field]])));
}
