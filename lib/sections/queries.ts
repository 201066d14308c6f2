import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  blogPosts,
  faqs,
  headingSections,
  heroes,
  metrics,
  pageLayoutItems,
  pricingPlans,
  templateSectionMetrics,
  templateSections,
} from "@/lib/db/schema";

export type MetricRow = typeof metrics.$inferSelect;
export type TemplateSectionRow = typeof templateSections.$inferSelect & { website_metric: MetricRow[] };
export type HeadingSectionRow = typeof headingSections.$inferSelect;
export type HeroRow = typeof heroes.$inferSelect;

/** The stored order of one page: which hero, heading or template section sits at each position. */
export async function listPageLayout(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  return db
    .select({
      id: pageLayoutItems.id,
      position: pageLayoutItems.position,
      hero_id: pageLayoutItems.hero_id,
      heading_section_id: pageLayoutItems.heading_section_id,
      template_section_id: pageLayoutItems.template_section_id,
    })
    .from(pageLayoutItems)
    .where(and(eq(pageLayoutItems.organization_id, orgId), eq(pageLayoutItems.url_page, urlPage)))
    .orderBy(asc(pageLayoutItems.position));
}

async function attachMetrics(db: Db, orgId: string, sections: (typeof templateSections.$inferSelect)[]) {
  if (sections.length === 0) return [];
  const links = await db
    .select({ sectionId: templateSectionMetrics.template_section_id, metric: metrics })
    .from(templateSectionMetrics)
    .innerJoin(metrics, eq(metrics.id, templateSectionMetrics.metric_id))
    .where(
      and(
        eq(templateSectionMetrics.organization_id, orgId),
        inArray(
          templateSectionMetrics.template_section_id,
          sections.map((section) => section.id),
        ),
      ),
    )
    .orderBy(asc(templateSectionMetrics.position));
  return sections.map((section) => ({
    ...section,
    website_metric: links.filter((link) => link.sectionId === section.id).map((link) => link.metric),
  }));
}

/** Template sections by id, each with its metrics in their stored order. */
export async function listTemplateSectionsByIds(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, orgId), inArray(templateSections.id, ids)));
  return attachMetrics(db, orgId, rows);
}

/** The template sections stored for one page (url_page), with their metrics. */
export async function listTemplateSections(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  const rows = await db
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, orgId), eq(templateSections.url_page, urlPage)))
    .orderBy(asc(templateSections.created_at), asc(templateSections.id));
  return attachMetrics(db, orgId, rows);
}

export async function listHeadingSectionsByIds(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(headingSections)
    .where(and(eq(headingSections.organization_id, orgId), inArray(headingSections.id, ids)));
}

/** The heading sections stored for one page. */
export async function listHeadingSections(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  return db
    .select()
    .from(headingSections)
    .where(and(eq(headingSections.organization_id, orgId), eq(headingSections.url_page, urlPage)))
    .orderBy(asc(headingSections.created_at), asc(headingSections.id));
}

export async function listHeroesByIds(db: Db, { orgId, ids }: { orgId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(heroes)
    .where(and(eq(heroes.organization_id, orgId), inArray(heroes.id, ids)));
}

export async function listFaqs(db: Db, { orgId }: { orgId: string }) {
  return db.select().from(faqs).where(eq(faqs.organization_id, orgId)).orderBy(asc(faqs.order), asc(faqs.question));
}

export async function listPricingPlans(db: Db, { orgId }: { orgId: string }) {
  return db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.organization_id, orgId))
    .orderBy(asc(pricingPlans.order), asc(pricingPlans.price));
}

/** The card fields of every published post (RLS hides unpublished ones from anon). */
export async function listPostCards(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      description: blogPosts.description,
      description_translation: blogPosts.description_translation,
      author_name: blogPosts.author_name,
      created_on: blogPosts.created_on,
      display_config: blogPosts.display_config,
      media_config: blogPosts.media_config,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.organization_id, orgId), eq(blogPosts.is_published, true)))
    .orderBy(asc(blogPosts.created_on));
}
