import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { defineJob } from "@/lib/jobs/registry";
import { logger } from "@/lib/log/logger.mjs";
import { findRole } from "@/lib/memberships/queries";
import { findProfile } from "@/lib/profiles/queries";
import { loadSiteById } from "@/lib/tenancy/load-site";
import { NOTHING_TO_PUBLISH_MESSAGE } from "./constants";
import { closeChangeSet, markFailed } from "./mutations";
import { findChangeSet } from "./queries";
import { publishChangeSet } from "./publish";

export interface PublishJobData {
  orgId: string;
  changeSetId: string;
  /** Who scheduled it: the job publishes as them, with the rights they hold when it runs. */
  userId: string;
  /** The time it was scheduled for: a job left over from an earlier schedule finds another time and does nothing. */
  publishAt: string;
}

/** The person a job acts for, as a request would know them (no token: a job calls no Supabase API as them). */
export async function actingUser(userId: string, orgId: string): Promise<RequestUser> {
  const claims = { role: "authenticated" as const, sub: userId };
  const { profile, role } = await withRls(claims, async (db) => ({
    profile: await findProfile(db, { userId }),
    role: await findRole(db, { userId, orgId }),
  }));
  return { id: userId, email: null, signupUsername: null, claims, accessToken: "", profile, role };
}

const RETRY_LIMIT = 3;

/**
 * Publishes a change set at its time. Idempotent: a set that is no longer scheduled for this time (published,
 * cancelled, rescheduled) is left alone. A failure is retried with backoff; after the last retry the set is
 * marked failed with the reason, keeping its changes, and the Dashboard shows it.
 */
export const publishChangeSetJob = defineJob<PublishJobData>({
  name: "publish-change-set",
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 30,
  retryBackoff: true,
  async handler({ orgId, changeSetId, userId, publishAt }, run) {
    const site = await loadSiteById(orgId);
    if (!site) return;
    const user = await actingUser(userId, orgId);
    const changeSet = await withRls(user.claims, (db) => findChangeSet(db, { orgId, id: changeSetId }));
    if (changeSet?.status !== "scheduled" || changeSet.publish_at === null || Date.parse(changeSet.publish_at) !== Date.parse(publishAt)) return;
    try {
      // The reason an admin gave when scheduling publishes over the check's errors, as it would have then.
      const override = changeSet.override_reason ? { reason: changeSet.override_reason } : undefined;
      const { published } = await publishChangeSet({ user, site }, override);
      logger.info({ organizationId: orgId, changeSetId, published }, "scheduled changes published");
    } catch (error) {
      if (error instanceof ApiError && error.message === NOTHING_TO_PUBLISH_MESSAGE) {
        await withRls(user.claims, (db) => closeChangeSet(db, { orgId, id: changeSetId, status: "published", publishedAt: true }));
        return;
      }
      if (run.retryCount >= RETRY_LIMIT) {
        const reason = error instanceof Error ? error.message : String(error);
        await withRls(user.claims, (db) => markFailed(db, { orgId, id: changeSetId, error: reason })).catch(() => undefined);
      }
      throw error;
    }
  },
});
