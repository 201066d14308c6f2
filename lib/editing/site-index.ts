import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, pageLayoutItems } from "@/lib/db/schema";

/** What the palette searches beyond the current page: every post and page of the site, drafts included. */
export async function listSiteIndex(db: Db, { orgId }: { orgId: string }) {
  const posts = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, title_translation: blogPosts.title_translation, is_published: blogPosts.is_published })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId))
    .orderBy(asc(blogPosts.title));
  const pages = await db
    .selectDistinct({ url_page: pageLayoutItems.url_page })
    .from(pageLayoutItems)
    .where(eq(pageLayoutItems.organization_id, orgId))
    .orderBy(asc(pageLayoutItems.url_page));
  return { posts, pages: pages.map((page) => page.url_page) };
}
