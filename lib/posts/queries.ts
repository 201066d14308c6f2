import "server-only";
import { and, desc, eq, max } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, headingSections, heroes, organizations, pageLayoutItems, settings, templateSections } from "@/lib/db/schema";

export type PostRow = typeof blogPosts.$inferSelect;

/** One published post or page by slug (RLS hides unpublished posts from anon). */
export async function findPostBySlug(db: Db, { orgId, slug }: { orgId: string; slug: string }) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.organization_id, orgId), eq(blogPosts.slug, slug), eq(blogPosts.is_published, true)));
  return row ?? null;
}

/** Published posts, newest first, without their content. */
export async function listPublishedPosts(db: Db, { orgId }: { orgId: string }) {
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
      updated_at: blogPosts.updated_at,
      display_config: blogPosts.display_config,
      author_config: blogPosts.author_config,
      media_config: blogPosts.media_config,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.organization_id, orgId), eq(blogPosts.is_published, true)))
    .orderBy(desc(blogPosts.created_on));
}

/** What SEO needs about the organisation: its public address and languages. */
export async function getSiteSeo(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({
      name: organizations.name,
      site: settings.site,
      base_url: organizations.base_url,
      language: settings.language,
      supported_locales: settings.supported_locales,
    })
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(eq(organizations.id, orgId));
  return row ?? null;
}

/**
 * Every page path that has sections, with its last change (for the sitemap's lastmod): the latest updated_at of
 * its layout rows and of the hero, heading and template sections they place.
 */
export async function listLayoutPages(db: Db, { orgId }: { orgId: string }) {
  const rows = await db
    .select({
      url_page: pageLayoutItems.url_page,
      items: max(pageLayoutItems.updated_at),
      heroes: max(heroes.updated_at),
      headings: max(headingSections.updated_at),
      sections: max(templateSections.updated_at),
    })
    .from(pageLayoutItems)
    .leftJoin(heroes, eq(heroes.id, pageLayoutItems.hero_id))
    .leftJoin(headingSections, eq(headingSections.id, pageLayoutItems.heading_section_id))
    .leftJoin(templateSections, eq(templateSections.id, pageLayoutItems.template_section_id))
    .where(eq(pageLayoutItems.organization_id, orgId))
    .groupBy(pageLayoutItems.url_page);
  return rows.map((row) => ({ path: row.url_page, updatedAt: [row.items, row.heroes, row.headings, row.sections] }));
}
