import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, mediaFiles, pageLayoutItems, templateSectionMetrics, templateSections } from "@/lib/db/schema";
import { EDITABLE_ENTITIES } from "@/lib/editing/entities";
import type { Row } from "@/lib/editing/table-store";
import type { CheckedEntity } from "./constants";

/** Every row of one checked entity of the organisation, as the editors' stores read them. */
export async function listEntityRows(db: Db, { orgId, entity }: { orgId: string; entity: CheckedEntity }): Promise<Row[]> {
  const table = sql.identifier(EDITABLE_ENTITIES[entity].table);
  const { rows } = await db.execute<Row>(sql`select * from ${table} where organization_id = ${orgId} order by created_at, id`);
  return rows;
}

/** What a same-site link may lead to: every post (with its slug and whether visitors see it) and every path with sections. */
export async function listLinkTargets(db: Db, { orgId }: { orgId: string }) {
  const posts = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, is_published: blogPosts.is_published })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId));
  const pages = await db.selectDistinct({ url_page: pageLayoutItems.url_page }).from(pageLayoutItems).where(eq(pageLayoutItems.organization_id, orgId));
  return { posts, pages: pages.map((page) => page.url_page) };
}

/** The alt text of the organisation's images in the media library, by object name (all of them without `paths`). */
export async function listImageAlts(db: Db, { orgId, paths }: { orgId: string; paths?: string[] }): Promise<Map<string, string>> {
  if (paths?.length === 0) return new Map();
  const rows = await db
    .select({ path: mediaFiles.path, alt: mediaFiles.alt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, orgId), eq(mediaFiles.kind, "image"), paths && inArray(mediaFiles.path, paths)));
  return new Map(rows.map((row) => [row.path, row.alt]));
}

/** How many metric cards each template section shows (all of them without `ids`). */
export async function countSectionCards(db: Db, { orgId, ids }: { orgId: string; ids?: string[] }): Promise<Map<string, number>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({ id: templateSectionMetrics.template_section_id, cards: count() })
    .from(templateSectionMetrics)
    .where(and(eq(templateSectionMetrics.organization_id, orgId), ids && inArray(templateSectionMetrics.template_section_id, ids)))
    .groupBy(templateSectionMetrics.template_section_id);
  return new Map(rows.map((row) => [row.id, row.cards]));
}

/** The page each metric is shown on: that of the oldest section showing it (all of them without `ids`). */
export async function listMetricPages(db: Db, { orgId, ids }: { orgId: string; ids?: string[] }): Promise<Map<string, string>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({ id: templateSectionMetrics.metric_id, url_page: templateSections.url_page })
    .from(templateSectionMetrics)
    .innerJoin(templateSections, eq(templateSections.id, templateSectionMetrics.template_section_id))
    .where(and(eq(templateSectionMetrics.organization_id, orgId), ids && inArray(templateSectionMetrics.metric_id, ids)))
    .orderBy(asc(templateSections.created_at), asc(templateSections.id));
  const pages = new Map<string, string>();
  for (const row of rows) if (!pages.has(row.id)) pages.set(row.id, row.url_page);
  return pages;
}
