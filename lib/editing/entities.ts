// The entities the editors change through the one save path, with the columns an editor may write.
// Everything else (ids, organisation, timestamps, version) is the database's to keep.

export interface EditableEntity {
  table: string;
  /** The column a request names the row by (default id; settings: one row per organisation). */
  idColumn?: string;
  /** The column naming the row's organisation (default organization_id; the organisation itself: id). */
  orgColumn?: string;
  /** Postgres array columns (text[]): written as arrays, not as JSON like every other object or list. */
  arrayColumns?: readonly string[];
  /** Columns the database computes: left out when an undone delete puts the row back. */
  generatedColumns?: readonly string[];
  /** Columns an editor may change (and undo or restore may put back). */
  fields: readonly string[];
  /** The column naming the page the row sits on, to refresh that page's cache tag too. */
  pageColumn?: string;
  /** Content that editors change too; everything else is the admins' (the database's policies agree). */
  editors?: true;
}

const SECTION_STYLE = ["background_color", "is_gradient", "gradient"] as const;

export const EDITABLE_ENTITIES = {
  template_section: {
    editors: true,
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
    editors: true,
    table: "heading_sections",
    pageColumn: "url_page",
    fields: [
      "name", "name_part_2", "name_part_3", "name_translation", "name_part_2_translation", "name_part_3_translation",
      "description_text", "description_text_translation", "button_text", "button_text_translation", "url",
      "is_text_link", "image", "image_first", "style_variant", "text_style_variant", ...SECTION_STYLE,
    ],
  },
  hero: {
    editors: true,
    table: "heroes",
    pageColumn: "url_page",
    fields: [
      "name", "title", "description", "button", "image", "animation_element", "title_translation",
      "description_translation", "button_translation", "title_style", "description_style", "image_style",
      "background_style", "button_style",
    ],
  },
  metric: {
    editors: true,
    table: "metrics",
    fields: [
      "title", "title_translation", "description", "description_translation", "image", "is_title_displayed",
      "is_image_rounded_full", "is_card_type", ...SECTION_STYLE,
    ],
  },
  menu_item: {
    table: "menu_items",
    fields: [
      "display_name", "display_name_translation", "url_name", "description", "description_translation", "image",
      "icon_name", "react_icon_id", "react_icons", "order", "is_displayed", "is_displayed_on_footer", "menu_items_are_text",
    ],
  },
  submenu_item: {
    table: "submenu_items",
    fields: [
      "menu_item_id", "name", "name_translation", "description", "description_translation", "url_name", "image", "order",
      "is_displayed",
    ],
  },
  banner: {
    table: "banners",
    arrayColumns: ["page_paths"],
    fields: [
      "position", "type", "is_enabled", "content", "text_translation", "landing_content", "dismissal_duration",
      "page_paths", "is_fixed_above_navbar", "end_date_promotion", "end_date_promotion_is_displayed", "open_state",
    ],
  },
  /** The organisation itself: its type (Global Settings, General). Never created or deleted by an editor. */
  organization: {
    table: "organizations",
    orgColumn: "id",
    fields: ["type"],
  },
  settings: {
    table: "settings",
    idColumn: "organization_id",
    arrayColumns: ["supported_locales"],
    fields: [
      "site", "language", "supported_locales", "image", "image_for_privacy_settings", "icon", "with_language_switch",
      "header_style", "footer_style", "primary_color", "primary_shade", "secondary_color", "secondary_shade", "font_family",
      "analytics_enabled",
    ],
  },
  post: {
    editors: true,
    table: "blog_posts",
    generatedColumns: ["is_published"],
    fields: [
      "slug", "title", "description", "content", "author_name", "metadescription_for_page", "created_on", "display_config",
      "organization_config", "author_config", "media_config", "title_translation", "description_translation",
      "content_translation", "seo_title", "seo_title_translation", "metadescription_for_page_translation", "seo_image",
    ],
  },
  product: {
    table: "products",
    fields: ["name", "name_translation", "slug", "description", "description_translation", "image", "order"],
  },
  pricing_plan: {
    table: "pricing_plans",
    fields: [
      "product_id", "name", "name_translation", "description", "description_translation", "price", "is_promotion",
      "promotion_price", "currency_symbol", "recurring_interval", "order",
    ],
  },
  feature: {
    table: "features",
    fields: ["name", "name_translation", "description", "description_translation", "icon_name", "order"],
  },
  faq: {
    table: "faqs",
    fields: ["question", "answer", "question_translation", "answer_translation", "order"],
  },
  cookie_category: {
    table: "cookie_categories",
    generatedColumns: ["is_essential"],
    fields: ["name", "name_translation", "description", "description_translation", "order"],
  },
  cookie_service: {
    table: "cookie_services",
    fields: ["category_id", "name", "description", "description_translation", "active"],
  },
  meeting_type: {
    table: "meeting_types",
    fields: ["name", "name_translation", "description", "description_translation", "duration_minutes", "is_active"],
  },
  /** A page's sections in order: one row per page in page_layouts, its items in page_layout_items. */
  page_layout: {
    editors: true,
    table: "page_layouts",
    idColumn: "url_page",
    pageColumn: "url_page",
    // The page's share metadata (issue 41) is kept on its layout row: one place per path, whatever the page is.
    fields: ["items", "seo_title", "seo_title_translation", "seo_description", "seo_description_translation", "seo_image"],
  },
  /** A template section's metric cards in order (template_section_metrics), versioned with the section. */
  section_metrics: {
    editors: true,
    table: "template_sections",
    pageColumn: "url_page",
    fields: ["metric_ids"],
  },
} as const satisfies Record<string, EditableEntity>;

export type EntityName = keyof typeof EDITABLE_ENTITIES;

/** The least role that writes an entity: "editor" for content, "admin" for the rest of the site. */
export function writerRole(entity: EntityName): "editor" | "admin" {
  return (EDITABLE_ENTITIES[entity] as EditableEntity).editors ? "editor" : "admin";
}

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(EDITABLE_ENTITIES, name);
}

/** Only the editable columns of `values`. */
export function editableFields(entity: EntityName, values: Record<string, unknown>): Record<string, unknown> {
  const allowed: readonly string[] = EDITABLE_ENTITIES[entity].fields;
  return Object.fromEntries(Object.entries(values).filter(([key]) => allowed.includes(key)));
}

/** JSON with object keys sorted: jsonb keeps its own key order, so equal objects compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The editable columns whose values differ between two versions of a row. */
export function changedFields(entity: EntityName, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return EDITABLE_ENTITIES[entity].fields.filter((field) => canonical(before[field]) !== canonical(after[field]));
}
