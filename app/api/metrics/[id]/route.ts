// GET /api/metrics/{id} – the metric as stored, its version as the ETag (admins of the site)
// PATCH /api/metrics/{id} – change the fields it names (spec 001 §7: If-Match optional; stale when sent)
// DELETE /api/metrics/{id} – delete it (If-Match); undo brings it back
import { entityRoutes } from "@/lib/editing/route";
import { metricPatchSchema } from "@/lib/sections/schemas";

export const { GET, PATCH, DELETE } = entityRoutes("metric", metricPatchSchema, { versionRequired: false });
