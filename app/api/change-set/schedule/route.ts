// DELETE /api/change-set/schedule – cancels a scheduled publish (or clears a failed one): the changes stay unpublished
import { editorRoute } from "@/lib/api/route";
import { cancelSchedule } from "@/lib/publishing/schedule";

export const DELETE = editorRoute(async ({ site, user }) => {
  await cancelSchedule({ user, site });
  return new Response(null, { status: 204 });
});
