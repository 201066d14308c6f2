// GET /api/analytics/live – distinct visitors in the last 5 minutes, from the raw page views (admins)
import { ANALYTICS_LIVE_MINUTES } from "@/lib/analytics/constants";
import { countVisitorsSince } from "@/lib/analytics/queries";
import { adminRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";

export const GET = adminRoute(async ({ site, user }) => {
  const since = new Date(Date.now() - ANALYTICS_LIVE_MINUTES * 60_000);
  return privateJson({ visitors: await withRls(user.claims, (db) => countVisitorsSince(db, { orgId: site.id, since })) });
});
