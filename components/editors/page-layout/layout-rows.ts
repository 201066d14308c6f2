// Pure helpers of the page layout manager (spec 002 §2 "Page layout manager modal", §3 "Page layout section").
import { PAGE_SECTION_KINDS, type SectionType } from "@/lib/model/enums";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation, type TranslationMap } from "@/lib/i18n/translation";
import { resolveSectionType, type LegacySectionFlags } from "@/lib/sections/section-type";

export type LayoutKind = (typeof PAGE_SECTION_KINDS)[number];

/** One place on the page as PUT /api/page-layout takes it. */
export interface LayoutItem {
  kind: LayoutKind;
  id: string;
}

/** A row of the modal: the section, its title in the language viewed, and for template sections its category. */
export interface LayoutRow extends LayoutItem {
  title: string;
  sectionType: SectionType | null;
}

export interface LayoutCounts {
  total: number;
  hero: number;
  template_section: number;
  heading_section: number;
}

/** A row's key for the sortable list: ids are unique per table, so the kind goes with them. */
export const rowKey = (item: LayoutItem): string => `${item.kind}:${item.id}`;

/** Spec 002 §2: the total count, and the counts of hero, template_section and heading_section. */
export function countSections(rows: readonly LayoutItem[]): LayoutCounts {
  const counts: LayoutCounts = { total: rows.length, hero: 0, template_section: 0, heading_section: 0 };
  for (const row of rows) counts[row.kind] += 1;
  return counts;
}

/** The rows with the one at `from` moved to `to`; the same array when the move goes nowhere. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function sameOrder(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  return a.length === b.length && a.every((item, index) => rowKey(item) === rowKey(b[index]));
}

/** The body of PUT /api/page-layout: only kind and id of each row, in the order shown. */
export const toItems = (rows: readonly LayoutItem[]): LayoutItem[] => rows.map(({ kind, id }) => ({ kind, id }));

/** The fields of a stored hero, heading or template section (GET /api/{kind}/{id}) that name it. */
export interface StoredSection extends LegacySectionFlags {
  section_title?: string | null;
  section_title_translation?: TranslationMap;
  name?: string | null;
  name_part_2?: string | null;
  name_part_3?: string | null;
  name_translation?: TranslationMap;
  name_part_2_translation?: TranslationMap;
  name_part_3_translation?: TranslationMap;
  title?: string | null;
  title_translation?: TranslationMap;
}

type NamingField = "section_title" | "name" | "name_part_2" | "name_part_3" | "title";

const shown = (row: StoredSection, field: NamingField, locale: Locale) =>
  pickTranslation(row[field], row[`${field}_translation`], locale).replace(/\s+/g, " ").trim();

/**
 * A section as the modal lists it: a template section by its title and category, a heading by its name
 * parts, a hero by its title, each in the language being viewed. A section that is gone has no title.
 */
export function describeSection(item: LayoutItem, row: StoredSection | null, locale: Locale): LayoutRow {
  if (!row) return { ...item, title: "", sectionType: null };
  if (item.kind === "template_section") return { ...item, title: shown(row, "section_title", locale), sectionType: resolveSectionType(row) };
  if (item.kind === "heading_section") {
    const parts = (["name", "name_part_2", "name_part_3"] as const).map((field) => shown(row, field, locale)).filter(Boolean);
    return { ...item, title: parts.join(" "), sectionType: null };
  }
  return { ...item, title: shown(row, "title", locale), sectionType: null };
}
