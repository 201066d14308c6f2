import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts } from "@/lib/db/schema";

/** The highest organization_config.order among the organisation's posts and pages (0 when there is none). */
export async function findHighestPostOrder(db: Db, { orgId }: { orgId: string }): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number | null>`floor(max((${blogPosts.organization_config} ->> 'order')::numeric))::int` })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId));
  return row?.highest ?? 0;
}
