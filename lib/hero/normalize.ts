import { FONT_WEIGHTS, HERO_ANIMATION_ELEMENTS, HERO_IMAGE_POSITIONS, TEXT_ALIGNMENTS } from "@/lib/model/enums";
import type { Gradient, Translations } from "@/lib/model/json-types";
import { HERO_DEFAULTS } from "./constants";

type Loose = Record<string, unknown>;

/** A hero as the renderers use it: every style object complete, defaults filled in. */
export interface Hero {
  id: string;
  title: string;
  description: string | null;
  button: string | null;
  image: string | null;
  animation_element: (typeof HERO_ANIMATION_ELEMENTS)[number] | null;
  title_translation: Translations;
  description_translation: Translations;
  button_translation: Translations;
  title_style: {
    color: string;
    size: { desktop: string; mobile: string };
    alignment: (typeof TEXT_ALIGNMENTS)[number];
    blockWidth: string;
    blockColumns: number;
    is_gradient: boolean;
    gradient: Gradient;
  };
  description_style: { color: string; size: { desktop: string; mobile: string }; weight: (typeof FONT_WEIGHTS)[number] };
  image_style: { position: (typeof HERO_IMAGE_POSITIONS)[number]; fullPage: boolean; width: number | null; height: number | null };
  background_style: { column: 1 | 2 | 3; color: string; is_gradient: boolean; gradient: Gradient; seo_title: string | null };
  button_style: { aboveDescription: boolean; isVideo: boolean; url: string; color: string; gradient: Gradient };
}

const str = (...values: unknown[]): string | undefined =>
  values.find((value): value is string => typeof value === "string" && value.trim() !== "");
const bool = (...values: unknown[]): boolean | undefined => values.find((value): value is boolean => typeof value === "boolean");
const num = (...values: unknown[]): number | null | undefined => {
  for (const value of values) {
    if (value === null) return null;
    // Spec: a non-numeric size means auto.
    if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : null;
    if (typeof value === "string" && value.trim() !== "") return /^\d+$/.test(value.trim()) ? Number(value) : null;
  }
  return undefined;
};
const orDefault = (value: number | null | undefined, fallback: number) => (value === undefined ? fallback : value);
const oneOf = <T extends string>(list: readonly T[], ...values: unknown[]): T | undefined =>
  values.find((value): value is T => typeof value === "string" && (list as readonly string[]).includes(value));
const obj = (value: unknown): Loose => (value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {});

function gradient(nested: unknown, flat: Loose, prefix: string): Gradient {
  const g = obj(nested);
  const result: Gradient = {};
  const from = str(g.from, flat[`${prefix}_from`]);
  const via = str(g.via, flat[`${prefix}_via`]);
  const to = str(g.to, flat[`${prefix}_to`]);
  if (from) result.from = from;
  if (via) result.via = via;
  if (to) result.to = to;
  return result;
}

/**
 * Maps a stored hero, including the older flat fields (h1_*, p_description_*, image_*, background_*,
 * button_*), into the spec's style objects. Read-only: nothing is written back (DESIGN: mapped on read).
 */
export function normalizeHero(row: Loose): Hero {
  const title = obj(row.title_style);
  const titleSize = obj(title.size);
  const description = obj(row.description_style);
  const descriptionSize = obj(description.size);
  const image = obj(row.image_style);
  const background = obj(row.background_style);
  const button = obj(row.button_style);
  const d = HERO_DEFAULTS;
  const column = num(background.column, row.background_column, row.columns);

  return {
    id: String(row.id ?? ""),
    title: str(row.title, row.h1_title) ?? "",
    description: str(row.description, row.p_description) ?? null,
    button: row.button === null ? null : (str(row.button, row.button_text) ?? d.button),
    image: str(row.image) ?? null,
    animation_element: oneOf(HERO_ANIMATION_ELEMENTS, row.animation_element) ?? null,
    title_translation: obj(row.title_translation ?? row.h1_title_translation) as Translations,
    description_translation: obj(row.description_translation ?? row.p_description_translation) as Translations,
    button_translation: obj(row.button_translation) as Translations,
    title_style: {
      color: str(title.color, row.h1_text_color, row.h1_color) ?? d.titleColor,
      size: {
        desktop: str(titleSize.desktop, row.h1_text_size, row.h1_size) ?? d.titleSize.desktop,
        mobile: str(titleSize.mobile, row.h1_text_size_mobile, row.h1_size_mobile) ?? d.titleSize.mobile,
      },
      alignment: oneOf(TEXT_ALIGNMENTS, title.alignment, row.title_alighnment, row.h1_text_align, row.title_alignment) ?? d.alignment,
      blockWidth: str(title.blockWidth, row.title_block_width, row.h1_block_width) ?? d.blockWidth,
      blockColumns: num(title.blockColumns, row.title_block_columns) ?? d.blockColumns,
      is_gradient: bool(title.is_gradient, row.h1_is_gradient, row.is_h1_gradient) ?? false,
      gradient: gradient(title.gradient, row, "h1_text_color_gradient"),
    },
    description_style: {
      color: str(description.color, row.p_description_color) ?? d.descriptionColor,
      size: {
        desktop: str(descriptionSize.desktop, row.p_description_size) ?? d.descriptionSize.desktop,
        mobile: str(descriptionSize.mobile, row.p_description_size_mobile) ?? d.descriptionSize.mobile,
      },
      weight: oneOf(FONT_WEIGHTS, description.weight, row.p_description_weight) ?? d.descriptionWeight,
    },
    image_style: {
      position: oneOf(HERO_IMAGE_POSITIONS, image.position, row.image_position) ?? d.imagePosition,
      fullPage: bool(image.fullPage, row.is_image_full_page, row.image_full_page) ?? false,
      // undefined: not stored, so the default; null: stored as auto.
      width: orDefault(num(image.width, row.image_width), d.imageWidth),
      height: orDefault(num(image.height, row.image_height), d.imageHeight),
    },
    background_style: {
      column: column === 2 || column === 3 ? column : 1,
      color: str(background.color, row.background_color) ?? d.backgroundColor,
      is_gradient: bool(background.is_gradient, row.is_bg_gradient, row.background_is_gradient) ?? false,
      gradient: gradient(background.gradient, row, "background_color_gradient"),
      seo_title: str(background.seo_title, row.seo_title) ?? null,
    },
    button_style: {
      aboveDescription: bool(button.aboveDescription, row.is_button_above_description, row.button_above_description) ?? false,
      isVideo: bool(button.isVideo, row.is_button_video, row.button_is_video) ?? false,
      url: str(button.url, row.button_url) ?? d.buttonUrl,
      color: str(button.color, row.button_color) ?? d.buttonColor,
      gradient: gradient(button.gradient, row, "button_gradient"),
    },
  };
}
