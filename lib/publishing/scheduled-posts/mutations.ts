import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { scheduledPosts } from "@/lib/db/schema";
import { LISTED_SCHEDULE_STATUSES } from "./constants";

interface NewSchedule {
  /** Chosen before the job is sent, which carries it. */
  id: string;
  orgId: string;
  postId: string;
  at: Date;
  jobId: string | null;
  userId: string;
}

export async function insertScheduledPost(db: Db, { id, orgId, postId, at, jobId, userId }: NewSchedule) {
  await db.insert(scheduledPosts).values({ id, organization_id: orgId, post_id: postId, publish_at: at.toISOString(), job_id: jobId, scheduled_by: userId });
}

/**
 * Cancels the post's waiting or failed schedule (rescheduling, or Cancel); answers the jobs still to cancel on the
 * queue. The rows are kept, as cancelled.
 */
export async function cancelPostSchedules(db: Db, { orgId, postId }: { orgId: string; postId: string }): Promise<{ count: number; jobIds: string[] }> {
  const rows = await db
    .update(scheduledPosts)
    .set({ status: "cancelled" })
    .where(and(eq(scheduledPosts.organization_id, orgId), eq(scheduledPosts.post_id, postId), inArray(scheduledPosts.status, [...LISTED_SCHEDULE_STATUSES])))
    .returning({ job_id: scheduledPosts.job_id });
  return { count: rows.length, jobIds: rows.flatMap((row) => (row.job_id ? [row.job_id] : [])) };
}

/** A waiting schedule's end: published, or failed with the reason (shown on the Dashboard); any other is left as it is. */
export async function closeScheduledPost(db: Db, { orgId, id, ...end }: { orgId: string; id: string } & ({ status: "published" } | { status: "failed"; error: string })) {
  await db
    .update(scheduledPosts)
    .set(end.status === "failed" ? { status: "failed", error: end.error } : { status: "published", error: null })
    .where(and(eq(scheduledPosts.organization_id, orgId), eq(scheduledPosts.id, id), eq(scheduledPosts.status, "scheduled")));
}
