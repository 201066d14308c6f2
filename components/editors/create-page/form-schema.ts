import { z } from "zod";
import { PAGE_DESCRIPTION_MAX, RESERVED_PAGE_SLUGS } from "@/lib/pages/constants";
import { PAGE_SLUG_PATTERN } from "@/lib/pages/slug";

/** The message keys (Editors.createPage.*) of the spec's validation messages (001 §5). */
export const TITLE_REQUIRED = "titleRequired";
export const SLUG_REQUIRED = "slugRequired";
export const SLUG_INVALID = "slugInvalid";
export const SLUG_TAKEN = "slugTaken";

/** No empty words: "-about--us-" is stored as "about-us", the form the server's slug rule takes. */
export function tidySlug(slug: string): string {
  return slug.trim().replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
}

/**
 * Spec 001 §5: the title is required; the slug is required and only lowercase letters, digits and
 * hyphens; the description is optional and at most 160 characters. `layout` is the page whose sections
 * the new page starts with ("" for none; beyond the spec).
 */
export const createPageFormSchema = z
  .object({
    title: z.string().max(300),
    slug: z.string().max(200),
    description: z.string().max(PAGE_DESCRIPTION_MAX),
    layout: z.string().max(500),
  })
  .superRefine((values, context) => {
    if (values.title.trim() === "") context.addIssue({ code: "custom", path: ["title"], message: TITLE_REQUIRED });
    const slug = values.slug.trim();
    if (slug === "" || (PAGE_SLUG_PATTERN.test(slug) && tidySlug(slug) === "")) {
      context.addIssue({ code: "custom", path: ["slug"], message: SLUG_REQUIRED });
    } else if (!PAGE_SLUG_PATTERN.test(slug)) {
      context.addIssue({ code: "custom", path: ["slug"], message: SLUG_INVALID });
    } else if (RESERVED_PAGE_SLUGS.includes(tidySlug(slug))) {
      // The site's own routes and language prefixes are pages that already exist.
      context.addIssue({ code: "custom", path: ["slug"], message: SLUG_TAKEN });
    }
  });

export type CreatePageValues = z.infer<typeof createPageFormSchema>;

export const EMPTY_PAGE: CreatePageValues = { title: "", slug: "", description: "", layout: "" };

/** POST /api/posts: a page (spec 001 §3, §9): shown, not on the blog, no content; the server sets its order. */
export function createPageBody(values: CreatePageValues) {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    slug: tidySlug(values.slug),
    description: description === "" ? null : description,
    content: null,
    display_config: { display_this_post: true, display_as_blog_post: false },
  };
}
