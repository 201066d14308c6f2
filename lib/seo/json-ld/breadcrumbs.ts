import type { BreadcrumbList } from "schema-dts";
import { buildCrumbs, type CrumbOptions } from "@/lib/breadcrumbs/crumbs";
import type { SiteFacts } from "./types";
import { pageUrl } from "./urls";

export interface BreadcrumbLabels extends Pick<CrumbOptions, "productsLabel" | "newsLabel" | "overrides"> {
  /** The name of the Home crumb, which the bar shows as an icon. */
  home: string;
}

/**
 * The breadcrumb bar's trail as a BreadcrumbList: Home, then the crumbs the bar builds from the same path
 * (lib/breadcrumbs/crumbs.ts), labels whole rather than cut for the bar. The home page has no bar and none.
 */
export function buildBreadcrumbList(facts: SiteFacts, path: string, labels: BreadcrumbLabels): BreadcrumbList | null {
  const crumbs = buildCrumbs(path, { ...labels, labelLimit: Number.POSITIVE_INFINITY });
  if (crumbs.length === 0) return null;
  const trail = [{ label: labels.home, href: "/" }, ...crumbs];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: pageUrl(facts, crumb.href),
    })),
  };
}
