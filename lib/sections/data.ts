import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import type { SectionType } from "@/lib/model/enums";
import { normalizeHero, type Hero } from "@/lib/hero/normalize";
import { orgTag, pageTag } from "@/lib/site/tags";
import {
  listFaqs,
  listHeadingSections,
  listHeadingSectionsByIds,
  listHeroesByIds,
  listPageLayout,
  listPostCards,
  listPricingPlans,
  listTemplateSections,
  listTemplateSectionsByIds,
  type HeadingSectionRow,
  type TemplateSectionRow,
} from "./queries";
import { listMediaSizes } from "@/lib/media/queries";
import type { MediaSizes } from "@/lib/media/sizes";
import { withSafeDescription } from "./rich-text";
import { resolveSectionType } from "./section-type";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TemplateSection = TemplateSectionRow & { section_type: SectionType };
export type PageItem =
  | { kind: "hero"; id: string; hero: Hero }
  | { kind: "heading"; id: string; heading: HeadingSectionRow }
  | { kind: "template"; id: string; section: TemplateSection };

export type PageExtras = {
  faqs: Awaited<ReturnType<typeof listFaqs>>;
  plans: Awaited<ReturnType<typeof listPricingPlans>>;
  posts: Awaited<ReturnType<typeof listPostCards>>;
  /** Intrinsic sizes of the page's images from the media library, by URL. */
  media: MediaSizes;
};

/** Every image URL the page's sections show. */
function imageUrls(items: PageItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === "hero") return item.hero.image ? [item.hero.image] : [];
    if (item.kind === "heading") return item.heading.image ? [item.heading.image] : [];
    return item.section.website_metric.flatMap((metric) => (metric.image ? [metric.image] : []));
  });
}

/** A stored template section as the renderers take it: its type resolved, its description safe HTML. */
const toTemplateSection = (row: TemplateSectionRow): TemplateSection => ({ ...withSafeDescription(row), section_type: resolveSectionType(row) });

/** Section types that need more of the organisation's data than the section row. */
const NEEDS: Record<Exclude<keyof PageExtras, "media">, SectionType[]> = {
  faqs: ["faq"],
  plans: ["pricing_plans"],
  posts: ["article_slider", "help_center"],
};

/**
 * Everything one page shows, in its stored order, read as anon and cached under `org-{id}` and
 * `org-{id}:page:{path}`: a revalidated tag is fresh on the next request (POST /api/revalidate).
 */
async function cachedPageContent(orgId: string, urlPage: string, draft: boolean): Promise<{ items: PageItem[]; extras: PageExtras }> {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  const empty = { items: [], extras: { faqs: [], plans: [], posts: [], media: {} } };
  if (!UUID.test(orgId)) return empty;
  return readAsVisitor(orgId, draft, async (db) => {
    const layout = await listPageLayout(db, { orgId, urlPage });
    const ids = (key: "hero_id" | "heading_section_id" | "template_section_id") =>
      layout.map((item) => item[key]).filter((id): id is string => Boolean(id));
    // One connection per transaction: queries run one after another.
    const heroes = await listHeroesByIds(db, { orgId, ids: ids("hero_id") });
    const headings = await listHeadingSectionsByIds(db, { orgId, ids: ids("heading_section_id") });
    const templates = await listTemplateSectionsByIds(db, { orgId, ids: ids("template_section_id") });
    const items: PageItem[] = [];
    for (const entry of layout) {
      const hero = heroes.find((row) => row.id === entry.hero_id);
      const heading = headings.find((row) => row.id === entry.heading_section_id);
      const template = templates.find((row) => row.id === entry.template_section_id);
      if (hero) items.push({ kind: "hero", id: hero.id, hero: normalizeHero(hero) });
      else if (heading) items.push({ kind: "heading", id: heading.id, heading });
      else if (template) items.push({ kind: "template", id: template.id, section: toTemplateSection(template) });
    }
    const types = new Set(items.flatMap((item) => (item.kind === "template" ? [item.section.section_type] : [])));
    const wants = (key: keyof typeof NEEDS) => NEEDS[key].some((type) => types.has(type));
    const faqs = wants("faqs") ? await listFaqs(db, { orgId }) : [];
    const plans = wants("plans") ? await listPricingPlans(db, { orgId }) : [];
    const posts = wants("posts") ? await listPostCards(db, { orgId }) : [];
    const media = await listMediaSizes(db, { orgId, urls: imageUrls(items) });
    return { items, extras: { faqs, plans, posts, media } };
  });
}
export const getPageContent = draftAware(cachedPageContent);

/** The template sections stored for one page (GET /api/template-sections), cached like the page. */
async function cachedTemplateSections(orgId: string, urlPage: string, draft: boolean): Promise<TemplateSection[]> {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  const rows = await readAsVisitor(orgId, draft, (db) => listTemplateSections(db, { orgId, urlPage }));
  return rows.map(toTemplateSection);
}
export const getTemplateSections = draftAware(cachedTemplateSections);

/** The heading sections stored for one page (GET /api/template-heading-sections). */
async function cachedHeadingSections(orgId: string, urlPage: string, draft: boolean): Promise<HeadingSectionRow[]> {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, urlPage));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return readAsVisitor(orgId, draft, (db) => listHeadingSections(db, { orgId, urlPage }));
}
export const getHeadingSections = draftAware(cachedHeadingSections);

