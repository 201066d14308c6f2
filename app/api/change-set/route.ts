// GET /api/change-set – the organisation's unpublished changes (what, who, when), whether they are scheduled, and
//   this person's draft mode (editors and admins)
// DELETE /api/change-set – discards every unpublished change (and a scheduled publish with them)
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { cancelJob } from "@/lib/jobs/queue";
import { privateJson } from "@/lib/organizations/route";
import { closeChangeSet } from "@/lib/publishing/mutations";
import { publishChangeSetJob } from "@/lib/publishing/publish-job";
import { findCurrentChangeSet } from "@/lib/publishing/queries";
import { changeSetView } from "@/lib/publishing/view";

export const GET = editorRoute(async ({ site, user }) => privateJson(await changeSetView({ user, site })));

export const DELETE = editorRoute(async ({ site, user }) => {
  const jobId = await withRls(user.claims, async (db) => {
    const current = await findCurrentChangeSet(db, { orgId: site.id, lock: true });
    if (!current) return null;
    await closeChangeSet(db, { orgId: site.id, id: current.id, status: "discarded" });
    return current.job_id;
  });
  if (jobId) await cancelJob(publishChangeSetJob, jobId).catch(() => undefined);
  return new Response(null, { status: 204 });
});
