// POST /api/change-set/publish { publish_at?, override_reason? } – publishes the unpublished changes in one step: now
//   (200), or at publish_at (202, a job on the queue). 412 with the conflicts when a changed row moved on since its
//   draft; 409 check_failed with the findings when the check finds errors, unless an admin gives override_reason.
import { z } from "zod";
import { editorRoute, parseBody } from "@/lib/api/route";
import { OVERRIDE_REASON_MAX } from "@/lib/publishing/check/constants";
import { SCHEDULE_MIN_LEAD_MS } from "@/lib/publishing/constants";
import { publishChangeSet } from "@/lib/publishing/publish";
import { scheduleChangeSet } from "@/lib/publishing/schedule";

const body = z
  .object({
    publish_at: z.iso.datetime({ offset: true }).optional(),
    override_reason: z.string().trim().min(1).max(OVERRIDE_REASON_MAX).optional(),
  })
  .strict();

export const POST = editorRoute(async ({ request, site, user }) => {
  const { publish_at, override_reason } = await parseBody(request, body);
  const override = override_reason ? { reason: override_reason } : undefined;
  const at = publish_at ? new Date(publish_at) : null;
  if (at && at.getTime() - Date.now() > SCHEDULE_MIN_LEAD_MS) {
    const scheduled = await scheduleChangeSet({ user, site, at, override });
    return Response.json({ status: "scheduled", ...scheduled }, { status: 202 });
  }
  return { status: "published", ...(await publishChangeSet({ user, site }, override)) };
});
