import { SECTION_TYPES, type SectionType } from "@/lib/model/enums";

/** The legacy boolean flags of a template section record (older rows carry no section_type). */
export interface LegacySectionFlags {
  section_type?: string | null;
  is_reviews_section?: boolean | null;
  is_help_center_section?: boolean | null;
  is_real_estate_modal?: boolean | null;
  is_brand?: boolean | null;
  is_article_slider?: boolean | null;
  is_contact_section?: boolean | null;
  is_faq_section?: boolean | null;
  is_pricingplans_section?: boolean | null;
}

const FLAG_TYPES: [keyof LegacySectionFlags, SectionType][] = [
  ["is_reviews_section", "reviews"],
  ["is_help_center_section", "help_center"],
  ["is_real_estate_modal", "real_estate"],
  ["is_brand", "brand"],
  ["is_article_slider", "article_slider"],
  ["is_contact_section", "contact"],
  ["is_faq_section", "faq"],
  ["is_pricingplans_section", "pricing_plans"],
];

/** Spec (001 §4): a record without section_type takes it from the legacy flags; none set means general. */
export function resolveSectionType(record: LegacySectionFlags): SectionType {
  const stored = record.section_type;
  if (stored && (SECTION_TYPES as readonly string[]).includes(stored)) return stored as SectionType;
  for (const [flag, type] of FLAG_TYPES) if (record[flag] === true) return type;
  return "general";
}
