// Shapes of the jsonb columns, as the specification names their keys. Every key is optional in storage:
// older rows carry fewer keys and lib/<feature>/normalize.ts fills defaults on read.
import type {
  FONT_WEIGHTS,
  HEADER_STYLE_TYPES,
  FOOTER_STYLE_TYPES,
  HERO_IMAGE_POSITIONS,
  Locale,
  PostDisplayType,
  TEXT_ALIGNMENTS,
} from "./enums";

/** Content translations keyed by locale; a value is used only when non-empty after trim. */
export type Translations = Partial<Record<Locale, string>>;

export interface Gradient {
  from?: string;
  via?: string;
  to?: string;
}

export interface HeaderStyle {
  type?: (typeof HEADER_STYLE_TYPES)[number];
  background?: string;
  color?: string;
  color_hover?: string;
  menu_width?: string;
  menu_items_are_text?: boolean;
  logo_height?: string;
  is_gradient?: boolean;
  gradient?: Gradient;
}

export interface FooterStyleObject {
  type?: (typeof FOOTER_STYLE_TYPES)[number];
  background?: string;
  color?: string;
  color_hover?: string;
  is_gradient?: boolean;
  gradient?: Gradient;
}
/** A plain string is the older form meaning the background. */
export type FooterStyle = FooterStyleObject | string;

export interface PostDisplayConfig {
  display_this_post?: boolean;
  display_as_blog_post?: boolean;
  is_displayed_first_page?: boolean;
  is_help_center?: boolean;
  help_center_order?: number;
  type?: PostDisplayType;
}

export interface PostOrganizationConfig {
  section_id?: number | null;
  subsection?: string | null;
  order?: number;
}

export interface PostAuthorConfig {
  is_with_author?: boolean;
  is_company_author?: boolean;
  author_id?: string | null;
}

export interface PostMediaConfig {
  main_photo?: string | null;
}

export interface ResponsiveSize {
  desktop?: string;
  mobile?: string;
}

export interface HeroTitleStyle {
  color?: string;
  size?: ResponsiveSize;
  alignment?: (typeof TEXT_ALIGNMENTS)[number];
  blockWidth?: string;
  blockColumns?: number;
  is_gradient?: boolean;
  gradient?: Gradient;
}

export interface HeroDescriptionStyle {
  color?: string;
  size?: ResponsiveSize;
  weight?: (typeof FONT_WEIGHTS)[number];
}

export interface HeroImageStyle {
  position?: (typeof HERO_IMAGE_POSITIONS)[number];
  fullPage?: boolean;
  width?: number | null;
  height?: number | null;
}

export interface HeroBackgroundStyle {
  column?: 1 | 2 | 3;
  color?: string;
  is_gradient?: boolean;
  gradient?: Gradient;
  seo_title?: string;
}

export interface HeroButtonStyle {
  aboveDescription?: boolean;
  isVideo?: boolean;
  url?: string;
  color?: string;
  gradient?: Gradient;
}

export interface ReactIcon {
  icon_name?: string;
  [key: string]: unknown;
}

export interface BannerLink {
  label?: string;
  url?: string;
  isExternal?: boolean;
}

export interface BannerContent {
  text?: string;
  icon?: string;
  link?: BannerLink;
  customContent?: string;
  banner_background?: string;
  banner_content_style?: Record<string, unknown>;
}
