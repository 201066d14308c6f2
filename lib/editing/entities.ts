// The entities the editors change through the one save path, with the columns an editor may write.
// Everything else (ids, organisation, timestamps, version) is the database's to keep.

export interface EditableEntity {
  table: string;
  /** Columns an editor may change (and undo or restore may put back). */
  fields: readonly string[];
  /** The column naming the page the row sits on, to refresh that page's cache tag too. */
  pageColumn?: string;
}

const SECTION_STYLE = ["background_color", "is_gradient", "gradient"] as const;

export const EDITABLE_ENTITIES = {
  template_section: {
    table: "template_sections",
    pageColumn: "url_page",
    fields: [
      "section_title", "section_title_translation", "section_description", "section_description_translation",
      "section_type", "text_style_variant", "grid_columns", "image_metrics_height", "is_full_width",
      "is_section_title_aligned_center", "is_section_title_aligned_right", "is_image_bottom", "is_slider",
      ...SECTION_STYLE,
    ],
  },
  heading_section: {
    table: "heading_sections",
    pageColumn: "url_page",
    fields: [
      "name", "name_part_2", "name_part_3", "name_translation", "name_part_2_translation", "name_part_3_translation",
      "description_text", "description_text_translation", "button_text", "button_text_translation", "url",
      "is_text_link", "image", "image_first", "style_variant", "text_style_variant", ...SECTION_STYLE,
    ],
  },
  hero: {
    table: "heroes",
    pageColumn: "url_page",
    fields: [
      "name", "title", "description", "button", "image", "animation_element", "title_translation",
      "description_translation", "button_translation", "title_style", "description_style", "image_style",
      "background_style", "button_style",
    ],
  },
  metric: {
    table: "metrics",
    fields: [
      "title", "title_translation", "description", "description_translation", "image", "is_title_displayed",
      "is_image_rounded_full", "is_card_type", ...SECTION_STYLE,
    ],
  },
} as const satisfies Record<string, EditableEntity>;

export type EntityName = keyof typeof EDITABLE_ENTITIES;

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(EDITABLE_ENTITIES, name);
}

/** Only the editable columns of `values`. */
export function editableFields(entity: EntityName, values: Record<string, unknown>): Record<string, unknown> {
  const allowed: readonly string[] = EDITABLE_ENTITIES[entity].fields;
  return Object.fromEntries(Object.entries(values).filter(([key]) => allowed.includes(key)));
}

/** The editable columns whose values differ between two versions of a row. */
export function changedFields(entity: EntityName, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return EDITABLE_ENTITIES[entity].fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
