// GET /api/metrics – the organisation's metric library, for the "Add Existing Metric" picker (admins)
// POST /api/metrics – a new metric card in the organisation's library (admins); 201 with the row and its version
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { createRoute } from "@/lib/editing/route";
import { listMetrics } from "@/lib/metrics/queries";
import { metricCreateSchema } from "@/lib/sections/schemas";

export const GET = editorRoute(async ({ site, user }) => {
  const rows = await withRls(user.claims, (db) => listMetrics(db, { orgId: site.id }));
  return Response.json({ metrics: rows }, { headers: { "cache-control": "private, no-store" } });
});

export const POST = createRoute("metric", metricCreateSchema);
