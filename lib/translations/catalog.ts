import type { EntityName } from "@/lib/editing/entities";

// Which texts of the site are translated, and where each one's translations are kept: the source is the
// default language's text (a column, or a key inside a JSON column), the translations a `*_translation` map
// keyed by locale (DESIGN: Cross-cutting rules). Issue 42's status, export, import and machine translation all
// read this one list.

/** How a text is written: plain, a section description (spec 002 §5's allow-list), or a post's content. */
export type TextKind = "plain" | "section_html" | "post_html";

export interface TranslatableField {
  /** The field's name in every contract (status, XLIFF units): the source column. */
  field: string;
  /** The column holding the source text (banners keep it inside `content`). */
  column: string;
  /** A key inside the source column, when the column is JSON. */
  key?: string;
  translation: string;
  kind: TextKind;
}

const plain = (field: string): TranslatableField => ({
  field,
  column: field,
  translation: `${field}_translation`,
  kind: "plain",
});

/** The kinds of content the Translations card counts, in its order. */
export const CONTENT_KINDS = ["page", "post", "section", "hero", "heading", "menu", "banner", "faq", "feature", "product"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface TranslatableEntity {
  kind: ContentKind;
  fields: readonly TranslatableField[];
}

export const TRANSLATABLE = {
  page_layout: {
    kind: "page",
    fields: [plain("seo_title"), plain("seo_description")],
  },
  post: {
    kind: "post",
    fields: [
      plain("title"),
      plain("description"),
      {
        field: "content",
        column: "content",
        translation: "content_translation",
        kind: "post_html",
      },
      plain("seo_title"),
      plain("metadescription_for_page"),
    ],
  },
  template_section: {
    kind: "section",
    fields: [
      plain("section_title"),
      {
        field: "section_description",
        column: "section_description",
        translation: "section_description_translation",
        kind: "section_html",
      },
    ],
  },
  metric: { kind: "section", fields: [plain("title"), plain("description")] },
  hero: {
    kind: "hero",
    fields: [plain("title"), plain("description"), plain("button")],
  },
  heading_section: {
    kind: "heading",
    fields: [plain("name"), plain("name_part_2"), plain("name_part_3"), plain("description_text"), plain("button_text")],
  },
  menu_item: {
    kind: "menu",
    fields: [plain("display_name"), plain("description")],
  },
  submenu_item: { kind: "menu", fields: [plain("name"), plain("description")] },
  banner: {
    kind: "banner",
    fields: [
      {
        field: "text",
        column: "content",
        key: "text",
        translation: "text_translation",
        kind: "plain",
      },
    ],
  },
  faq: { kind: "faq", fields: [plain("question"), plain("answer")] },
  feature: { kind: "feature", fields: [plain("name"), plain("description")] },
  product: { kind: "product", fields: [plain("name"), plain("description")] },
  pricing_plan: {
    kind: "product",
    fields: [plain("name"), plain("description")],
  },
} as const satisfies Partial<Record<EntityName, TranslatableEntity>>;

export type TranslatableEntityName = keyof typeof TRANSLATABLE;

export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE) as TranslatableEntityName[];

export function isTranslatableEntity(entity: string): entity is TranslatableEntityName {
  return Object.hasOwn(TRANSLATABLE, entity);
}

/** The field of an entity by its contract name, or null. */
export function translatableField(entity: string, field: string): TranslatableField | null {
  if (!isTranslatableEntity(entity)) return null;
  const fields: readonly TranslatableField[] = TRANSLATABLE[entity].fields;
  return fields.find((candidate) => candidate.field === field) ?? null;
}

/** The source text a row holds for a field ("" when it has none). */
export function sourceText(row: Record<string, unknown> | null | undefined, field: TranslatableField): string {
  const column = row?.[field.column];
  const value = field.key ? (column && typeof column === "object" ? (column as Record<string, unknown>)[field.key] : undefined) : column;
  return typeof value === "string" ? value : "";
}

/** A row's translations map for a field ({} when it has none). */
export function translationsOf(row: Record<string, unknown> | null | undefined, field: TranslatableField): Record<string, string> {
  const map = row?.[field.translation];
  if (!map || typeof map !== "object" || Array.isArray(map)) return {};
  return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
