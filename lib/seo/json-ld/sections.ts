import type { Thing } from "schema-dts";
import type { SectionType } from "@/lib/model/enums";
import { buildFaqPage, type FaqEntry } from "./faq";
import { buildPlanProducts, type PlanEntry } from "./products";
import type { SiteFacts } from "./types";
import { pageUrl } from "./urls";

/** A page's sections as far as the structured data cares: which kinds it has (PageItem fits it). */
export type SectionItem = { kind: "hero" | "heading" } | { kind: "template"; section: { section_type: SectionType } };

/** The rows those sections show (PageExtras fits it). */
export type SectionRows = { faqs: readonly FaqEntry[]; plans: readonly PlanEntry[] };

/**
 * The nodes a page's template sections give: an FAQPage for an FAQ section, a Product per plan for a pricing
 * section. Each kind once, however many sections of it the page has: they all show the same rows.
 */
export function sectionNodes(items: readonly SectionItem[], extras: SectionRows, facts: SiteFacts, path: string): Thing[] {
  const types = new Set(items.flatMap((item) => (item.kind === "template" ? [item.section.section_type] : [])));
  const url = pageUrl(facts, path);
  const nodes: Thing[] = [];
  if (types.has("faq")) {
    const faqPage = buildFaqPage(extras.faqs, facts.locale, url);
    if (faqPage) nodes.push(faqPage);
  }
  if (types.has("pricing_plans")) nodes.push(...buildPlanProducts(extras.plans, facts.locale, url));
  return nodes;
}
