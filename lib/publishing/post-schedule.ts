import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { expireTags } from "@/lib/cache/expire-tags";
import { withRls } from "@/lib/db";
import { cancelJob, enqueue } from "@/lib/jobs/queue";
import { roleAtLeast } from "@/lib/memberships/roles";
import type { Site } from "@/lib/tenancy/site";
import { SCHEDULE_MIN_LEAD_MS } from "./constants";
import { setPostShown } from "./post-visibility";
import { assertMayPublish } from "./publish";
import { publishPostJob } from "./publish-post-job";
import { findPublishingRules } from "./queries";
import { POST_NOT_SCHEDULED_MESSAGE } from "./scheduled-posts/constants";
import { cancelPostSchedules, insertScheduledPost } from "./scheduled-posts/mutations";
import { findPostSchedule, listScheduledPosts } from "./scheduled-posts/queries";
import type { PostSchedule, PostScheduleAnswer, ScheduledPostsAnswer } from "./scheduled-posts/schemas";

interface Scheduler {
  user: RequestUser;
  site: Site;
}

const iso = (value: string) => new Date(value).toISOString();

/** Cancels jobs whose schedules were cancelled: a job that runs anyway finds its schedule gone and does nothing. */
async function cancelJobs(jobIds: readonly string[]) {
  await Promise.all(jobIds.map((id) => cancelJob(publishPostJob, id).catch(() => undefined)));
}

/**
 * "Publish at" on a post (issue 40): hides the post now if it is shown (through the save path, live even in draft
 * mode), keeps the schedule, and sends a job that shows it at `at`. The job is sent first and the schedule written
 * after: a job whose schedule was never written finds none and does nothing. Rescheduling cancels the earlier
 * schedule and its job. Admins schedule; editors where the organisation lets them publish.
 */
export async function schedulePost({ user, site, postId, at }: Scheduler & { postId: string; at: Date }): Promise<{ publish_at: string }> {
  await withRls(user.claims, (db) => assertMayPublish(db, { user, site }));
  const data = { orgId: site.id, scheduleId: randomUUID(), postId, userId: user.id, publishAt: at.toISOString() };
  // A time only moments away still runs the job after the schedule below is written.
  const startAfter = new Date(Math.max(at.getTime(), Date.now() + SCHEDULE_MIN_LEAD_MS));
  const jobId = await enqueue(publishPostJob, data, { startAfter });
  const { tags, jobIds } = await withRls(user.claims, async (db) => {
    await assertMayPublish(db, { user, site });
    const hidden = await setPostShown(db, { user, site, postId, shown: false });
    const earlier = await cancelPostSchedules(db, { orgId: site.id, postId });
    await insertScheduledPost(db, { id: data.scheduleId, orgId: site.id, postId, at, jobId, userId: user.id });
    return { tags: hidden, jobIds: earlier.jobIds };
  }).catch(async (error: unknown) => {
    // Nothing was written (another's lease on the post, the post gone): its job would find no schedule; it goes now.
    await cancelJobs(jobId ? [jobId] : []);
    throw error;
  });
  await expireTags(tags);
  await cancelJobs(jobIds);
  return { publish_at: data.publishAt };
}

/** Cancels the post's schedule (or clears a failed one) and its job; the post stays hidden. 409 when there is none. */
export async function cancelPostSchedule({ user, site, postId }: Scheduler & { postId: string }): Promise<void> {
  const { jobIds } = await withRls(user.claims, async (db) => {
    await assertMayPublish(db, { user, site });
    const cancelled = await cancelPostSchedules(db, { orgId: site.id, postId });
    if (cancelled.count === 0) throw new ApiError("conflict", POST_NOT_SCHEDULED_MESSAGE);
    return cancelled;
  });
  await cancelJobs(jobIds);
}

const scheduleOf = (row: { publish_at: string; status: PostSchedule["status"]; error: string | null }): PostSchedule => ({
  publish_at: iso(row.publish_at),
  status: row.status,
  error: row.error,
});

/** What the post editor shows: the post's waiting or failed schedule, and whether this person may change it. */
export function postScheduleView({ user, site, postId }: Scheduler & { postId: string }): Promise<PostScheduleAnswer> {
  return withRls(user.claims, async (db) => {
    const row = await findPostSchedule(db, { orgId: site.id, postId });
    const mayPublish = roleAtLeast(user.role, "admin") || (await findPublishingRules(db, { orgId: site.id })).editors_may_publish;
    return { schedule: row && scheduleOf(row), may_schedule: mayPublish };
  });
}

/** The organisation's scheduled and failed posts, soonest first (the Dashboard). */
export async function scheduledPostsView({ user, site }: Scheduler): Promise<ScheduledPostsAnswer> {
  const rows = await withRls(user.claims, (db) => listScheduledPosts(db, { orgId: site.id }));
  return { posts: rows.map((row) => ({ id: row.id, post_id: row.post_id, slug: row.slug, title: row.title, ...scheduleOf(row) })) };
}
