// GET /api/banners/{id} – the banner as stored, its version as the ETag (admins of the site)
// PATCH /api/banners/{id} – change its fields; If-Match names the version the editor started from
// DELETE /api/banners/{id} – delete it (If-Match); undo brings it back
import { bannerPatchSchema } from "@/lib/banners/editing-schemas";
import { entityRoutes } from "@/lib/editing/route";

export const { GET, PATCH, DELETE } = entityRoutes("banner", bannerPatchSchema);
