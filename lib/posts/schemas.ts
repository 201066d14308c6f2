import { z } from "zod";
import { LOCALES, POST_DISPLAY_TYPES } from "@/lib/model/enums";
import { RESERVED_PAGE_SLUGS } from "@/lib/pages/constants";
import { linkSchema, metaDescriptionTranslationSchema, shareFieldsShape, translationSchema } from "@/lib/sections/schemas";

/** Spec 000 §5: lowercase letters and digits in hyphen-separated words (what the title generates). */
export const postSlugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens.");

/** Spec 001 §5's message; the Create Page form gives it to the addresses the site's own routes take too. */
export const SLUG_TAKEN_MESSAGE = "A page with this slug already exists";

/**
 * A slug a post may be given: every post is served at /{slug}, so the site's own routes and the language
 * prefixes (RESERVED_PAGE_SLUGS) are addresses already taken, as the Create Page form says.
 */
export const isReservedSlug = (slug: string) => RESERVED_PAGE_SLUGS.includes(slug.trim());
const newSlugSchema = postSlugSchema.refine((slug) => !isReservedSlug(slug), SLUG_TAKEN_MESSAGE);

const displayConfigSchema = z
  .object({
    display_this_post: z.boolean(),
    display_as_blog_post: z.boolean(),
    is_displayed_first_page: z.boolean(),
    is_help_center: z.boolean(),
    help_center_order: z.number().int().min(0).max(10_000),
    type: z.enum(POST_DISPLAY_TYPES),
  })
  .partial()
  .strict();

/**
 * The body of POST /api/posts and PATCH /api/posts/{slug} (spec 000 §7): the post's fields, each optional
 * on PATCH (a request changes only what it names), unknown ones refused. Content is HTML, sanitised when read.
 */
export const postPatchSchema = z
  .object({
    slug: newSlugSchema,
    // Spec 000 §5: the title is required ("Title is required").
    title: z.string().trim().min(1, "Title is required").max(300),
    description: z.string().max(2000).nullable(),
    content: z.string().max(500_000).nullable(),
    author_name: z.string().trim().max(200).nullable(),
    metadescription_for_page: z.string().max(160).nullable(),
    created_on: z.iso.datetime({ offset: true }),
    display_config: displayConfigSchema,
    organization_config: z
      .object({ section_id: z.number().int().nullable(), subsection: z.string().max(200).nullable(), order: z.number().int().min(0).max(10_000) })
      .partial()
      .strict(),
    author_config: z
      .object({ is_with_author: z.boolean(), is_company_author: z.boolean(), author_id: z.uuid().nullable() })
      .partial()
      .strict(),
    media_config: z.object({ main_photo: linkSchema.nullable() }).partial().strict(),
    title_translation: translationSchema,
    description_translation: translationSchema,
    content_translation: z.partialRecord(z.enum(LOCALES), z.string().max(500_000)),
    // Issue 41: the post's own title and image for search results and share cards; its description is the one above.
    ...shareFieldsShape,
    metadescription_for_page_translation: metaDescriptionTranslationSchema,
  })
  .partial()
  .strict();

export const postCreateSchema = postPatchSchema.required({ slug: true, title: true });
