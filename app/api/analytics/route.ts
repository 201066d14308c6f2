// GET /api/analytics?from=&to=&metric=visitors|pageviews&by=day|hour|page|post|referrer|language|country|device|campaign
//   – the period's rows from the rollups and the same for the period before it (admins)
import { readAnalytics } from "@/lib/analytics/report";
import { analyticsQuerySchema } from "@/lib/analytics/schemas";
import { adminRoute, parseQuery } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";

export const GET = adminRoute(async ({ request, site, user }) => {
  const query = parseQuery(request, analyticsQuerySchema);
  return privateJson(await withRls(user.claims, (db) => readAnalytics(db, { orgId: site.id, query })));
});
