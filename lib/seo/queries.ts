import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { pageLayouts } from "@/lib/db/schema";

/** What an admin set for a page's search results and share cards (null: the page was never given any). */
export async function findPageShare(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  const [row] = await db
    .select({
      seo_title: pageLayouts.seo_title,
      seo_title_translation: pageLayouts.seo_title_translation,
      seo_description: pageLayouts.seo_description,
      seo_description_translation: pageLayouts.seo_description_translation,
      seo_image: pageLayouts.seo_image,
    })
    .from(pageLayouts)
    .where(and(eq(pageLayouts.organization_id, orgId), eq(pageLayouts.url_page, urlPage)));
  return row ?? null;
}
