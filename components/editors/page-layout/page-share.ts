// The page's share metadata in the page layout manager (issue 41): what an admin sets for the page's search results
// and share cards, kept on its layout and saved with it (PUT /api/page-layout).
import { z } from "zod";
import { sameValue } from "@/lib/editing/merge";
import { linkSchema, pageLayoutSchema, translationSchema } from "@/lib/sections/schemas";

/** The fields as the form holds them: texts as typed ("" for none), translations as maps. */
export interface PageShareForm {
  seo_title: string;
  seo_title_translation: Record<string, string>;
  seo_description: string;
  seo_description_translation: Record<string, string>;
  seo_image: string;
}

export const SHARE_FIELDS = ["seo_title", "seo_title_translation", "seo_description", "seo_description_translation", "seo_image"] as const;

const text = z.string().nullish().catch(null);
const translations = translationSchema.catch({});

/** GET /api/page-layout's share fields; a page never given any reads as all empty. */
export const pageShareAnswer = z.object({
  seo_title: text,
  seo_title_translation: translations,
  seo_description: text,
  seo_description_translation: translations,
  seo_image: text,
});

export function toShareForm(row: z.infer<typeof pageShareAnswer>): PageShareForm {
  return {
    seo_title: row.seo_title ?? "",
    seo_title_translation: stringsOnly(row.seo_title_translation),
    seo_description: row.seo_description ?? "",
    seo_description_translation: stringsOnly(row.seo_description_translation),
    seo_image: row.seo_image ?? "",
  };
}

const stringsOnly = (map: Record<string, unknown>) => Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** Whether the image typed is one the server takes: a web address or a path on the site. */
export const isShareImage = (value: string) => linkSchema.safeParse(value).success;

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The body of the fields changed since `stored` (none: nothing to save); blank texts are stored as none. */
export function shareChanges(stored: PageShareForm, edited: PageShareForm): Record<string, unknown> | null {
  const changed = SHARE_FIELDS.filter((field) => !sameValue(stored[field], edited[field]));
  if (changed.length === 0) return null;
  const body = Object.fromEntries(
    changed.map((field) => {
      const value = edited[field];
      return [field, typeof value === "string" ? blankToNull(value) : value];
    }),
  );
  return pageLayoutSchema.parse(body);
}
