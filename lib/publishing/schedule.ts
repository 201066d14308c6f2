import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { cancelJob, enqueue } from "@/lib/jobs/queue";
import type { Site } from "@/lib/tenancy/site";
import { NOT_SCHEDULED_MESSAGE, NOTHING_TO_PUBLISH_MESSAGE } from "./constants";
import { setSchedule } from "./mutations";
import { assertCheckPasses, assertMayPublish, type Override } from "./publish";
import { publishChangeSetJob } from "./publish-job";
import { findCurrentChangeSet, listChanges } from "./queries";

interface Scheduler {
  user: RequestUser;
  site: Site;
}

/**
 * Schedules the current change set to publish at `at` on the job queue (a job sent first, then the set marked
 * with it: a job whose set was not marked finds nothing scheduled for its time and does nothing). Rescheduling
 * cancels the earlier job. Changes drafted before the time are published with the set. The check runs now as
 * it does on publishing; an admin's override reason is kept with the set, and the job publishes with it.
 */
export async function scheduleChangeSet({ user, site, at, override }: Scheduler & { at: Date; override?: Override }): Promise<{ publish_at: string }> {
  const changeSet = await withRls(user.claims, async (db) => {
    await assertMayPublish(db, { user, site });
    const current = await findCurrentChangeSet(db, { orgId: site.id });
    const changes = current ? await listChanges(db, { changeSetId: current.id }) : [];
    if (!current || changes.length === 0) throw new ApiError("conflict", NOTHING_TO_PUBLISH_MESSAGE);
    await assertCheckPasses(db, { user, site, changes, override });
    return current;
  });
  const data = { orgId: site.id, changeSetId: changeSet.id, userId: user.id, publishAt: at.toISOString() };
  const jobId = await enqueue(publishChangeSetJob, data, { startAfter: at });
  await withRls(user.claims, (db) => setSchedule(db, { orgId: site.id, id: changeSet.id, at, jobId, userId: user.id, overrideReason: override?.reason ?? null }));
  if (changeSet.job_id) await cancelJob(publishChangeSetJob, changeSet.job_id).catch(() => undefined);
  return { publish_at: data.publishAt };
}

/** Takes a scheduled (or failed) change set back to open: its job is cancelled, its changes stay. */
export async function cancelSchedule({ user, site }: Scheduler): Promise<void> {
  const jobId = await withRls(user.claims, async (db) => {
    await assertMayPublish(db, { user, site });
    const current = await findCurrentChangeSet(db, { orgId: site.id, lock: true });
    if (!current || current.status === "open") throw new ApiError("conflict", NOT_SCHEDULED_MESSAGE);
    await setSchedule(db, { orgId: site.id, id: current.id, at: null, jobId: null, userId: null });
    return current.job_id;
  });
  if (jobId) await cancelJob(publishChangeSetJob, jobId).catch(() => undefined);
}
