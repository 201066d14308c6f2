import type { TextStyleVariant } from "@/lib/db/enums";

/** The class set of one text style variant: a distinct design for the section and its metric cards. */
export interface TextStyle {
  title: string;
  description: string;
  card: string;
  cardTitle: string;
  cardText: string;
  accent: string;
}

// Static strings so Tailwind finds every class when it scans this file.
export const TEXT_STYLES: Record<TextStyleVariant, TextStyle> = {
  default: {
    title: "text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl",
    description: "mt-4 text-lg text-gray-600",
    card: "rounded-lg border border-gray-200 shadow-sm",
    cardTitle: "text-lg font-semibold text-gray-900",
    cardText: "mt-2 text-gray-600",
    accent: "bg-sky-600",
  },
  apple: {
    title: "text-4xl font-semibold tracking-tight text-neutral-900 sm:text-6xl",
    description: "mt-5 text-xl font-light text-neutral-500",
    card: "rounded-3xl bg-neutral-50 shadow-none",
    cardTitle: "text-2xl font-semibold tracking-tight text-neutral-900",
    cardText: "mt-2 text-base font-light text-neutral-500",
    accent: "bg-neutral-900",
  },
  codedharmony: {
    title: "font-mono text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl",
    description: "mt-4 font-mono text-base text-slate-600",
    card: "rounded-md border-l-4 border-emerald-500 bg-slate-50 shadow-sm",
    cardTitle: "font-mono text-lg font-semibold text-emerald-700",
    cardText: "mt-2 font-mono text-sm text-slate-600",
    accent: "bg-emerald-500",
  },
  magazine: {
    title: "font-serif text-4xl font-black uppercase tracking-tight text-gray-900 sm:text-6xl",
    description: "mt-4 border-t-2 border-gray-900 pt-4 font-serif text-lg italic text-gray-700",
    card: "rounded-none border-b-2 border-gray-900",
    cardTitle: "font-serif text-2xl font-bold text-gray-900",
    cardText: "mt-2 font-serif text-gray-700",
    accent: "bg-red-700",
  },
  startup: {
    title: "text-4xl font-extrabold tracking-tight text-indigo-950 sm:text-5xl",
    description: "mt-4 text-lg font-medium text-indigo-900/70",
    card: "rounded-2xl bg-white shadow-lg ring-1 ring-indigo-100",
    cardTitle: "text-xl font-bold text-indigo-700",
    cardText: "mt-2 text-indigo-900/70",
    accent: "bg-indigo-600",
  },
  elegant: {
    title: "font-serif text-3xl font-light tracking-wide text-stone-800 sm:text-5xl",
    description: "mt-6 font-serif text-lg font-light italic text-stone-500",
    card: "rounded-sm border border-stone-200 bg-white",
    cardTitle: "font-serif text-xl font-normal tracking-wide text-stone-800",
    cardText: "mt-3 font-serif text-stone-500",
    accent: "bg-amber-700",
  },
  brutalist: {
    title: "font-mono text-4xl font-black uppercase text-black sm:text-6xl",
    description: "mt-4 font-mono text-base font-bold uppercase text-black",
    card: "rounded-none border-4 border-black bg-yellow-300 shadow-[6px_6px_0_0_#000]",
    cardTitle: "font-mono text-xl font-black uppercase text-black",
    cardText: "mt-2 font-mono text-sm font-bold text-black",
    accent: "bg-black",
  },
  modern: {
    title: "text-4xl font-bold tracking-tighter text-zinc-900 sm:text-5xl",
    description: "mt-4 text-lg text-zinc-500",
    card: "rounded-xl border border-zinc-200 bg-white/70 shadow-xl backdrop-blur",
    cardTitle: "text-lg font-semibold tracking-tight text-zinc-900",
    cardText: "mt-2 text-sm text-zinc-500",
    accent: "bg-gradient-to-r from-cyan-500 to-blue-600",
  },
  playful: {
    title: "text-4xl font-extrabold text-pink-600 sm:text-5xl",
    description: "mt-4 text-lg font-medium text-purple-700",
    card: "rounded-[2rem] border-2 border-dashed border-pink-300 bg-white shadow-md -rotate-1 hover:rotate-0 transition-transform",
    cardTitle: "text-xl font-extrabold text-purple-700",
    cardText: "mt-2 text-purple-900/80",
    accent: "bg-pink-500",
  },
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

/** Grid columns 1–5 as static classes. */
export const GRID_COLUMN_CLASSES: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 md:grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-1 md:grid-cols-3 lg:grid-cols-5",
};
