// GET /api/scheduled – the organisation's posts waiting for their "Publish at" time, and those whose publish failed
//   (with the reason), soonest first: the Dashboard (editors and admins)
import { editorRoute } from "@/lib/api/route";
import { privateJson } from "@/lib/organizations/route";
import { scheduledPostsView } from "@/lib/publishing/post-schedule";

export const GET = editorRoute(async ({ site, user }) => privateJson(await scheduledPostsView({ user, site })));
