import { z } from "zod";
import { statusCountsSchema } from "@/lib/dashboard/schemas";
import { LOCALES } from "@/lib/i18n/locales";
import { CONTENT_KINDS } from "@/lib/translations/catalog";
import { SKIP_REASONS } from "@/lib/translations/constants";
import { TRANSLATION_STATUSES } from "@/lib/translations/status";

// The translation routes' answers as the admin page reads them (issue 42).

/** One text in one language (lib/translations/texts.ts TextEntry). */
export const textEntrySchema = z.object({
  entity: z.string(),
  id: z.string(),
  field: z.string(),
  kind: z.enum(CONTENT_KINDS),
  format: z.enum(["plain", "section_html", "post_html"]),
  status: z.enum(TRANSLATION_STATUSES),
  source: z.string(),
  target: z.string(),
  source_before: z.string().nullable(),
  draft: z.string().nullable(),
  page: z.string().nullable(),
});
export type TextEntryAnswer = z.infer<typeof textEntrySchema>;

/** GET /api/translations/status?lang= */
export const statusAnswerSchema = z.object({
  lang: z.enum(LOCALES),
  source_lang: z.enum(LOCALES),
  total: statusCountsSchema,
  kinds: z.record(z.enum(CONTENT_KINDS), statusCountsSchema),
  texts: z.array(textEntrySchema),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/** POST /api/translations/import */
export const importAnswerSchema = z.object({
  applied: z.number(),
  skipped: z.array(z.object({ unit: z.string(), reason: z.enum(SKIP_REASONS) })),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
