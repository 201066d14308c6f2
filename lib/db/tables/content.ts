import "server-only";
import { sql } from "drizzle-orm";
import { boolean, foreignKey, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import {
  HEADING_STYLE_VARIANTS,
  HEADING_TEXT_STYLE_VARIANTS,
  HERO_ANIMATION_ELEMENTS,
  IMAGE_METRICS_HEIGHTS,
  SECTION_TYPES,
  TEXT_STYLE_VARIANTS,
} from "@/lib/model/enums";
import type {
  HeroBackgroundStyle,
  HeroButtonStyle,
  HeroDescriptionStyle,
  HeroImageStyle,
  HeroTitleStyle,
  PostAuthorConfig,
  PostDisplayConfig,
  PostMediaConfig,
  PostOrganizationConfig,
} from "@/lib/model/json-types";
import { gradient, primaryId, timestamps, versioned, timestamptz, translation } from "./columns";
import { organizationId } from "./tenancy";

/** Posts and pages (a page is a post with display_as_blog_post false). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: primaryId(),
    organization_id: organizationId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    content: text("content"),
    author_name: text("author_name"),
    metadescription_for_page: text("metadescription_for_page"),
    created_on: timestamptz("created_on").notNull().defaultNow(),
    display_config: jsonb("display_config").$type<PostDisplayConfig>().notNull().default({}),
    organization_config: jsonb("organization_config").$type<PostOrganizationConfig>().notNull().default({}),
    author_config: jsonb("author_config").$type<PostAuthorConfig>().notNull().default({}),
    media_config: jsonb("media_config").$type<PostMediaConfig>().notNull().default({}),
    title_translation: translation("title_translation"),
    description_translation: translation("description_translation"),
    content_translation: translation("content_translation"),
    /** Share metadata an admin set (issue 41): each wins over the post's own title, description and main photo. */
    seo_title: text("seo_title"),
    seo_title_translation: translation("seo_title_translation"),
    metadescription_for_page_translation: translation("metadescription_for_page_translation"),
    seo_image: text("seo_image"),
    /** display_config.display_this_post, true when absent; visitors see only published rows (RLS). */
    is_published: boolean("is_published")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(display_config -> 'display_this_post', 'true'::jsonb) <> 'false'::jsonb`),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("blog_posts_organization_slug_key").on(t.organization_id, t.slug)],
);

export const templateSections = pgTable(
  "template_sections",
  {
    id: primaryId(),
    organization_id: organizationId(),
    url_page: text("url_page").notNull().default("/home"),
    section_title: text("section_title"),
    section_title_translation: translation("section_title_translation"),
    section_description: text("section_description"),
    section_description_translation: translation("section_description_translation"),
    /** Null on older rows: derived from the legacy flags when read. */
    section_type: text("section_type", { enum: SECTION_TYPES }),
    text_style_variant: text("text_style_variant", { enum: TEXT_STYLE_VARIANTS }).notNull().default("default"),
    grid_columns: integer("grid_columns").notNull().default(3),
    image_metrics_height: text("image_metrics_height", { enum: IMAGE_METRICS_HEIGHTS }).notNull().default("h-48"),
    background_color: text("background_color").notNull().default("white"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: gradient(),
    is_full_width: boolean("is_full_width").notNull().default(false),
    is_section_title_aligned_center: boolean("is_section_title_aligned_center").notNull().default(false),
    is_section_title_aligned_right: boolean("is_section_title_aligned_right").notNull().default(false),
    is_image_bottom: boolean("is_image_bottom").notNull().default(false),
    is_slider: boolean("is_slider").notNull().default(false),
    is_reviews_section: boolean("is_reviews_section").notNull().default(false),
    is_help_center_section: boolean("is_help_center_section").notNull().default(false),
    is_real_estate_modal: boolean("is_real_estate_modal").notNull().default(false),
    is_brand: boolean("is_brand").notNull().default(false),
    is_article_slider: boolean("is_article_slider").notNull().default(false),
    is_contact_section: boolean("is_contact_section").notNull().default(false),
    is_faq_section: boolean("is_faq_section").notNull().default(false),
    is_pricingplans_section: boolean("is_pricingplans_section").notNull().default(false),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("template_sections_id_organization_key").on(t.id, t.organization_id)],
);

export const metrics = pgTable(
  "metrics",
  {
    id: primaryId(),
    organization_id: organizationId(),
    title: text("title").notNull(),
    title_translation: translation("title_translation"),
    description: text("description"),
    description_translation: translation("description_translation"),
    /** URL of an image or a video, or null. */
    image: text("image"),
    is_title_displayed: boolean("is_title_displayed").notNull().default(true),
    is_image_rounded_full: boolean("is_image_rounded_full").notNull().default(false),
    is_card_type: boolean("is_card_type").notNull().default(false),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: gradient(),
    background_color: text("background_color").notNull().default("white"),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("metrics_id_organization_key").on(t.id, t.organization_id)],
);

/** Which metrics a section shows, in order; both ends belong to the same organisation. */
export const templateSectionMetrics = pgTable(
  "template_section_metrics",
  {
    template_section_id: uuid("template_section_id").notNull(),
    metric_id: uuid("metric_id").notNull(),
    organization_id: organizationId(),
    position: integer("position").notNull(),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.template_section_id, t.metric_id] }),
    foreignKey({
      columns: [t.template_section_id, t.organization_id],
      foreignColumns: [templateSections.id, templateSections.organization_id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.metric_id, t.organization_id],
      foreignColumns: [metrics.id, metrics.organization_id],
    }).onDelete("cascade"),
  ],
);

export const headingSections = pgTable(
  "heading_sections",
  {
    id: primaryId(),
    organization_id: organizationId(),
    url_page: text("url_page").notNull(),
    name: text("name").notNull(),
    name_part_2: text("name_part_2"),
    name_part_3: text("name_part_3"),
    name_translation: translation("name_translation"),
    name_part_2_translation: translation("name_part_2_translation"),
    name_part_3_translation: translation("name_part_3_translation"),
    description_text: text("description_text").notNull(),
    description_text_translation: translation("description_text_translation"),
    button_text: text("button_text"),
    button_text_translation: translation("button_text_translation"),
    url: text("url"),
    is_text_link: boolean("is_text_link").notNull().default(false),
    image: text("image"),
    image_first: boolean("image_first").notNull().default(false),
    is_included_templatesection: boolean("is_included_templatesection").notNull().default(false),
    style_variant: text("style_variant", { enum: HEADING_STYLE_VARIANTS }).notNull().default("default"),
    text_style_variant: text("text_style_variant", { enum: HEADING_TEXT_STYLE_VARIANTS }).notNull().default("default"),
    background_color: text("background_color").notNull().default("white"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: gradient(),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("heading_sections_id_organization_key").on(t.id, t.organization_id)],
);

export const heroes = pgTable(
  "heroes",
  {
    id: primaryId(),
    organization_id: organizationId(),
    url_page: text("url_page").notNull().default("/home"),
    name: text("name"),
    title: text("title").notNull(),
    description: text("description"),
    button: text("button").default("Get Started"),
    image: text("image"),
    animation_element: text("animation_element", { enum: HERO_ANIMATION_ELEMENTS }),
    display_order: integer("display_order").notNull().default(0),
    title_translation: translation("title_translation"),
    description_translation: translation("description_translation"),
    button_translation: translation("button_translation"),
    title_style: jsonb("title_style").$type<HeroTitleStyle>().notNull().default({}),
    description_style: jsonb("description_style").$type<HeroDescriptionStyle>().notNull().default({}),
    image_style: jsonb("image_style").$type<HeroImageStyle>().notNull().default({}),
    background_style: jsonb("background_style").$type<HeroBackgroundStyle>().notNull().default({}),
    button_style: jsonb("button_style").$type<HeroButtonStyle>().notNull().default({}),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [unique("heroes_id_organization_key").on(t.id, t.organization_id)],
);

/**
 * The stored order of sections on a page; exactly one of the three section ids is set. The unique
 * (organization_id, url_page, position) constraint is deferrable, which drizzle cannot express: SQL only.
 */
export const pageLayoutItems = pgTable(
  "page_layout_items",
  {
    id: primaryId(),
    organization_id: organizationId(),
    url_page: text("url_page").notNull(),
    position: integer("position").notNull(),
    hero_id: uuid("hero_id"),
    template_section_id: uuid("template_section_id"),
    heading_section_id: uuid("heading_section_id"),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [
    foreignKey({ columns: [t.hero_id, t.organization_id], foreignColumns: [heroes.id, heroes.organization_id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      columns: [t.template_section_id, t.organization_id],
      foreignColumns: [templateSections.id, templateSections.organization_id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.heading_section_id, t.organization_id],
      foreignColumns: [headingSections.id, headingSections.organization_id],
    }).onDelete("cascade"),
  ],
);

/** The version of a page's layout as a whole (its order and membership); items live in page_layout_items. */
export const pageLayouts = pgTable(
  "page_layouts",
  {
    organization_id: organizationId(),
    url_page: text("url_page").notNull(),
    /** Share metadata an admin set for the page (issue 41): each wins over what its first section says. */
    seo_title: text("seo_title"),
    seo_title_translation: translation("seo_title_translation"),
    seo_description: text("seo_description"),
    seo_description_translation: translation("seo_description_translation"),
    seo_image: text("seo_image"),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.url_page] })],
);
