import { BREADCRUMB_LABEL_LIMIT } from "./constants";

export interface Crumb {
  label: string;
  /** Path without a language prefix; the component localises it. */
  href: string;
}

export interface CrumbOptions {
  /** Label of the products segment, chosen by organisation type. */
  productsLabel: string;
  /** Label of the blog segment: the organisation type's news title. */
  newsLabel: string;
  /** Replace the label and/or address of a segment, keyed by the segment itself. */
  overrides?: Record<string, { label?: string; href?: string }>;
  /** Crumbs inserted right after a Products crumb. */
  extraAfterProducts?: Crumb[];
  /** Where labels are cut; the structured data for search engines keeps them whole. */
  labelLimit?: number;
}

/** Capitalised, hyphens turned into spaces ("case-studies" → "Case studies"). */
export function segmentLabel(segment: string): string {
  const text = decodeURIComponentSafe(segment).replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function truncateLabel(label: string, limit = BREADCRUMB_LABEL_LIMIT): string {
  return label.length > limit ? `${label.slice(0, limit)}…` : label;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The crumbs after the Home icon for a path without language prefix (spec 002 §2 Breadcrumb bar).
 * Home itself has none: the bar is not shown there.
 */
export function buildCrumbs(path: string, options: CrumbOptions): Crumb[] {
  const segments = path.split(/[?#]/)[0].split("/").filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const lower = segment.toLowerCase();
    const base =
      lower === "products" ? options.productsLabel : lower === "blog" ? options.newsLabel : segmentLabel(segment);
    const override = options.overrides?.[segment];
    crumbs.push({ label: truncateLabel(override?.label ?? base, options.labelLimit), href: override?.href ?? href });
    if (lower === "products" && options.extraAfterProducts) {
      crumbs.push(...options.extraAfterProducts.map((extra) => ({ ...extra, label: truncateLabel(extra.label, options.labelLimit) })));
    }
  });
  return crumbs;
}
