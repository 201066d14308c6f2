import "server-only";
import { expireTags } from "@/lib/cache/expire-tags";
import { withRls } from "@/lib/db";
import { defineJob } from "@/lib/jobs/registry";
import { logger } from "@/lib/log/logger.mjs";
import { loadSiteById } from "@/lib/tenancy/load-site";
import { setPostShown } from "./post-visibility";
import { assertMayPublish } from "./publish";
import { actingUser } from "./publish-job";
import { closeScheduledPost } from "./scheduled-posts/mutations";
import { findScheduledPost } from "./scheduled-posts/queries";

export interface PublishPostJobData {
  orgId: string;
  /** The scheduled_posts row: the job acts only while that row still waits for this job's time. */
  scheduleId: string;
  postId: string;
  /** Who scheduled it: the job publishes as them, with the rights they hold when it runs. */
  userId: string;
  publishAt: string;
}

const RETRY_LIMIT = 3;

/**
 * Shows a post at its "Publish at" time (issue 40). Idempotent: a schedule that no longer waits for this time
 * (published, cancelled, rescheduled, or its post deleted) is left alone. The post is shown through the save path
 * as the person who scheduled it (one revision), in the same transaction that marks the schedule published; the
 * cache tags are expired after. A failure (their rights gone, another admin's lease on the post) is retried with
 * backoff; after the last retry the schedule is marked failed with the reason, and the Dashboard shows it.
 */
export const publishPostJob = defineJob<PublishPostJobData>({
  name: "publish-post",
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 30,
  retryBackoff: true,
  async handler({ orgId, scheduleId, postId, userId, publishAt }, run) {
    const site = await loadSiteById(orgId);
    if (!site) return;
    const user = await actingUser(userId, orgId);
    let tags: string[] | null;
    try {
      tags = await withRls(user.claims, async (db) => {
        const schedule = await findScheduledPost(db, { orgId, id: scheduleId, lock: true });
        if (schedule?.status !== "scheduled" || Date.parse(schedule.publish_at) !== Date.parse(publishAt)) return null;
        await assertMayPublish(db, { user, site });
        const expired = await setPostShown(db, { user, site, postId: schedule.post_id, shown: true });
        await closeScheduledPost(db, { orgId, id: scheduleId, status: "published" });
        return expired;
      });
    } catch (error) {
      if (run.retryCount >= RETRY_LIMIT) {
        const reason = error instanceof Error ? error.message : String(error);
        await withRls(user.claims, (db) => closeScheduledPost(db, { orgId, id: scheduleId, status: "failed", error: reason })).catch(() => undefined);
      }
      throw error;
    }
    if (!tags) return;
    await expireTags(tags);
    logger.info({ organizationId: orgId, scheduleId, postId }, "scheduled post published");
  },
});
