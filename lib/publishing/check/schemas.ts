import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

// What GET /api/change-set/check and GET /api/site-check answer, and the 409 check_failed's details; parsed by
// the panel and the tests.

export const CHECK_RULES = [
  "image_alt",
  "heading_order",
  "untranslated",
  "seo_title_length",
  "seo_description_length",
  "broken_link",
  "empty_section",
  "post_description",
] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

export const findingSchema = z.object({
  rule: z.enum(CHECK_RULES),
  /** An error blocks publishing unless an admin overrides it with a reason; a warning never does. */
  severity: z.enum(["warning", "error"]),
  entity: z.string(),
  entity_id: z.string(),
  /** The editable field to focus. */
  field: z.string(),
  /** The language the finding is about (a missing translation, a translated text): edited at its prefix. */
  locale: z.enum(LOCALES).optional(),
  /** The PublishCheck message that says what is wrong, and its values. */
  message_key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The site path where the row is shown (in `locale` when set), for the link that opens its editor. */
  path: z.string().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

export const checkAnswerSchema = z.object({ findings: z.array(findingSchema) });
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;

/** Where a finding's link goes: the page showing the row, asking it to open that row's editor at the field. */
export function findingHref(finding: Finding): string | null {
  if (!finding.path) return null;
  return `${finding.path}?edit=${finding.entity}:${finding.entity_id}&field=${finding.field}`;
}
