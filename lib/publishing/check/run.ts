import { localizedPath } from "@/lib/i18n/paths";
import {
  brokenInternalLinks,
  emptySections,
  missingAltText,
  missingDescription,
  seoDescriptionLength,
  seoTitleLength,
  skippedHeadingLevels,
  untranslatedFields,
  type CheckContext,
  type CheckRow,
  type Issue,
} from "./rules";
import type { CheckRule, Finding } from "./schemas";

/** Each rule with its severity: only a broken internal link is an error (an admin may override it with a reason). */
const RULES: { rule: CheckRule; severity: Finding["severity"]; check(row: CheckRow, context: CheckContext): Issue[] }[] = [
  { rule: "broken_link", severity: "error", check: brokenInternalLinks },
  { rule: "image_alt", severity: "warning", check: missingAltText },
  { rule: "heading_order", severity: "warning", check: skippedHeadingLevels },
  { rule: "untranslated", severity: "warning", check: untranslatedFields },
  { rule: "seo_title_length", severity: "warning", check: seoTitleLength },
  { rule: "seo_description_length", severity: "warning", check: seoDescriptionLength },
  { rule: "empty_section", severity: "warning", check: emptySections },
  { rule: "post_description", severity: "warning", check: missingDescription },
];

const LABEL_FIELDS = ["title", "section_title", "name", "display_name", "slug"] as const;

/** What the panel calls a row: its title or name, when it has one. */
function labelOf({ values }: CheckRow): string {
  for (const field of LABEL_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/**
 * Every finding on these rows, errors first. A finding about one language links to the row's page in that
 * language, where its translation is edited; its values carry the row's `name` for the link's text.
 */
export function runChecks(rows: readonly CheckRow[], context: CheckContext): Finding[] {
  const findings = rows.flatMap((row) =>
    RULES.flatMap(({ rule, severity, check }) =>
      check(row, context).map(({ field, locale, message_key, values }): Finding => {
        const path = row.path && (locale ? localizedPath(row.path, locale, context.defaultLocale) : row.path);
        return {
          rule,
          severity,
          entity: row.entity,
          entity_id: row.id,
          field,
          ...(locale && { locale }),
          message_key,
          values: { name: labelOf(row), ...values },
          ...(path && { path }),
        };
      }),
    ),
  );
  return [...findings.filter((finding) => finding.severity === "error"), ...findings.filter((finding) => finding.severity === "warning")];
}

export const hasErrors = (findings: readonly Finding[]) => findings.some((finding) => finding.severity === "error");
