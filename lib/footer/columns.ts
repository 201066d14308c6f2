import type { FooterStyle, Gradient } from "@/lib/model/json-types";
import { colorName } from "@/lib/sections/colors";
import { COMPACT_FOOTER_LINKS, FOOTER_DEFAULTS, FOOTER_ITEMS_PER_COLUMN } from "./constants";

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  /** A menu item's label, or null for a column of the Links group (the component titles it "Links"). */
  title: string | null;
  titleHref?: string;
  links: FooterLink[];
}

export interface FooterMenuItem extends FooterLink {
  children: FooterLink[];
}

/**
 * Spec 002 §2 Footer: a menu item with submenu items is its own column; items without submenus are
 * grouped 8 per column under the Links heading, after the menu columns.
 */
export function groupFooterColumns(items: FooterMenuItem[], perColumn = FOOTER_ITEMS_PER_COLUMN): FooterColumn[] {
  const grouped: FooterColumn[] = items
    .filter((item) => item.children.length > 0)
    .map((item) => ({ title: item.label, titleHref: item.href, links: item.children }));
  const single = items.filter((item) => item.children.length === 0).map(({ label, href }) => ({ label, href }));
  for (let start = 0; start < single.length; start += perColumn) {
    grouped.push({ title: null, titleHref: undefined, links: single.slice(start, start + perColumn) });
  }
  return grouped;
}

/** The compact footer: at most the first 6 links, menu items first then their submenus in order. */
export function compactFooterLinks(items: FooterMenuItem[], limit = COMPACT_FOOTER_LINKS): FooterLink[] {
  return items.flatMap((item) => [{ label: item.label, href: item.href }, ...item.children]).slice(0, limit);
}

export type FooterLayout = "default" | "compact" | "grid";

export interface ResolvedFooterStyle {
  layout: FooterLayout;
  background: string;
  color: string;
  colorHover: string;
  gradient: Gradient | null;
}

/** compact also stands for light and minimal; stacked maps to default; a plain string is the background. */
export function resolveFooterStyle(style: FooterStyle | null | undefined): ResolvedFooterStyle {
  const object = typeof style === "string" ? { background: style } : (style ?? {});
  const type = "type" in object ? object.type : undefined;
  const layout: FooterLayout =
    type === "compact" || type === "light" || type === "minimal" ? "compact" : type === "grid" ? "grid" : "default";
  return {
    layout,
    background: colorName(object.background) ?? FOOTER_DEFAULTS.background,
    color: colorName("color" in object ? object.color : undefined) ?? FOOTER_DEFAULTS.color,
    colorHover: colorName("color_hover" in object ? object.color_hover : undefined) ?? FOOTER_DEFAULTS.color_hover,
    gradient: "is_gradient" in object && object.is_gradient && object.gradient ? object.gradient : null,
  };
}
