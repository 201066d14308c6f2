import type { TextStyleVariant } from "@/lib/model/enums";

/** The class set of one text style variant: a distinct design for the section and its metric cards. */
export interface TextStyle {
  title: string;
  description: string;
  card: string;
  cardTitle: string;
  cardText: string;
  accent: string;
}

/** The class of one part of a text style variant, defined in app/text-styles.css. */
const part = (variant: TextStyleVariant, name: string) => `ts-${variant}-${name}`;

/**
 * A variant's classes: its parts from app/text-styles.css, plus the utilities that other classes on the same
 * element may override (card background, card text size) and its accent colour, written here so Tailwind finds them.
 */
function variantStyle(variant: TextStyleVariant, { accent, cardBackground = "", cardTextSize = "" }: { accent: string; cardBackground?: string; cardTextSize?: string }): TextStyle {
  return {
    title: part(variant, "title"),
    description: part(variant, "text"),
    card: `${part(variant, "card")} ${cardBackground}`.trim(),
    cardTitle: part(variant, "card-title"),
    cardText: `${part(variant, "card-text")} ${cardTextSize}`.trim(),
    accent,
  };
}

export const TEXT_STYLES: Record<TextStyleVariant, TextStyle> = {
  default: variantStyle("default", { accent: "bg-sky-600" }),
  apple: variantStyle("apple", { accent: "bg-neutral-900", cardBackground: "bg-neutral-50", cardTextSize: "text-base" }),
  codedharmony: variantStyle("codedharmony", { accent: "bg-emerald-500", cardBackground: "bg-slate-50", cardTextSize: "text-sm" }),
  magazine: variantStyle("magazine", { accent: "bg-red-700" }),
  startup: variantStyle("startup", { accent: "bg-indigo-600", cardBackground: "bg-white" }),
  elegant: variantStyle("elegant", { accent: "bg-amber-700", cardBackground: "bg-white" }),
  brutalist: variantStyle("brutalist", { accent: "bg-black", cardBackground: "bg-yellow-300", cardTextSize: "text-sm" }),
  modern: variantStyle("modern", { accent: "bg-gradient-to-r from-cyan-500 to-blue-600", cardBackground: "bg-white/70", cardTextSize: "text-sm" }),
  playful: variantStyle("playful", { accent: "bg-pink-500", cardBackground: "bg-white" }),
};

export function textStyle(variant: string | null | undefined): TextStyle {
  return TEXT_STYLES[(variant ?? "default") as TextStyleVariant] ?? TEXT_STYLES.default;
}

/** Spec: title alignment left (default), center or right. */
export function alignmentClass(section: { is_section_title_aligned_center?: boolean; is_section_title_aligned_right?: boolean }) {
  if (section.is_section_title_aligned_center) return "text-center mx-auto";
  if (section.is_section_title_aligned_right) return "text-right ml-auto";
  return "text-left";
}

/** Grid columns 1–5: one class each, defined in app/section-classes.css. */
export const GRID_COLUMN_CLASSES: Record<number, string> = {
  1: "cols-1",
  2: "cols-2",
  3: "cols-3",
  4: "cols-4",
  5: "cols-5",
};
