// POST /api/change-set/publish { publish_at? } – publishes the unpublished changes in one step: now (200), or at
//   publish_at (202, a job on the queue). 412 with the conflicts when a changed row moved on since its draft.
import { z } from "zod";
import { editorRoute, parseBody } from "@/lib/api/route";
import { SCHEDULE_MIN_LEAD_MS } from "@/lib/publishing/constants";
import { publishChangeSet } from "@/lib/publishing/publish";
import { scheduleChangeSet } from "@/lib/publishing/schedule";

const body = z.object({ publish_at: z.iso.datetime({ offset: true }).optional() }).strict();

export const POST = editorRoute(async ({ request, site, user }) => {
  const { publish_at } = await parseBody(request, body);
  const at = publish_at ? new Date(publish_at) : null;
  if (at && at.getTime() - Date.now() > SCHEDULE_MIN_LEAD_MS) {
    const scheduled = await scheduleChangeSet({ user, site, at });
    return Response.json({ status: "scheduled", ...scheduled }, { status: 202 });
  }
  return { status: "published", ...(await publishChangeSet({ user, site })) };
});
