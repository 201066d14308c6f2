import type { Thing } from "schema-dts";
import type { PostRow } from "@/lib/posts/queries";
import { buildArticle } from "./article";
import { buildBreadcrumbList, type BreadcrumbLabels } from "./breadcrumbs";
import { sectionNodes, type SectionItem, type SectionRows } from "./sections";
import { buildOrganization, buildWebSite } from "./site";
import type { SiteFacts } from "./types";

/** The nodes every page of a site carries, from the site layout. */
export function siteNodes(facts: SiteFacts): Thing[] {
  return [buildOrganization(facts), buildWebSite(facts)];
}

export interface PageContent {
  /** The public path without language prefix ("/" for home). */
  path: string;
  breadcrumbs?: BreadcrumbLabels;
  sections?: { items: readonly SectionItem[]; extras: SectionRows };
  post?: PostRow | null;
}

/** The nodes one page adds to the site's: its breadcrumb trail, its sections' and its post's. */
export function pageNodes(facts: SiteFacts, page: PageContent): Thing[] {
  const nodes: (Thing | null)[] = [
    page.breadcrumbs ? buildBreadcrumbList(facts, page.path, page.breadcrumbs) : null,
    ...(page.sections ? sectionNodes(page.sections.items, page.sections.extras, facts, page.path) : []),
    page.post ? buildArticle(page.post, facts) : null,
  ];
  return nodes.filter((node): node is Thing => node !== null);
}
