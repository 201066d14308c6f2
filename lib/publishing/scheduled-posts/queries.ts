import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, scheduledPosts } from "@/lib/db/schema";
import { LISTED_SCHEDULE_STATUSES } from "./constants";

export type ScheduledPost = typeof scheduledPosts.$inferSelect;

/** One schedule; with `lock`, locked until the transaction ends (the job that publishes it). */
export async function findScheduledPost(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }): Promise<ScheduledPost | null> {
  const query = db.select().from(scheduledPosts).where(and(eq(scheduledPosts.organization_id, orgId), eq(scheduledPosts.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The post's schedule still to show: waiting for its time, or failed (the newest, should there be several). */
export async function findPostSchedule(db: Db, { orgId, postId }: { orgId: string; postId: string }): Promise<ScheduledPost | null> {
  const [row] = await db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.organization_id, orgId), eq(scheduledPosts.post_id, postId), inArray(scheduledPosts.status, [...LISTED_SCHEDULE_STATUSES])))
    .orderBy(desc(scheduledPosts.created_at))
    .limit(1);
  return row ?? null;
}

/** The organisation's waiting and failed schedules with their posts' slugs and titles, soonest first. */
export function listScheduledPosts(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: scheduledPosts.id,
      post_id: scheduledPosts.post_id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      publish_at: scheduledPosts.publish_at,
      status: scheduledPosts.status,
      error: scheduledPosts.error,
    })
    .from(scheduledPosts)
    .innerJoin(blogPosts, and(eq(blogPosts.id, scheduledPosts.post_id), eq(blogPosts.organization_id, scheduledPosts.organization_id)))
    .where(and(eq(scheduledPosts.organization_id, orgId), inArray(scheduledPosts.status, [...LISTED_SCHEDULE_STATUSES])))
    .orderBy(asc(scheduledPosts.publish_at), asc(scheduledPosts.id));
}
