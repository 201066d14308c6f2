// GET /api/dashboard – the site at a glance for the admin's Dashboard (/admin): admins of the host's organisation only
import { adminRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { loadDashboard } from "@/lib/dashboard/load";

export const GET = adminRoute(async ({ site, user }) =>
  Response.json(await withRls(user.claims, (db) => loadDashboard(db, { site })), { headers: { "cache-control": "private, no-store" } }),
);
