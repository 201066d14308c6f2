// GET /api/template-heading-sections/{id} – the heading section as stored, its version as the ETag (admins)
// PATCH /api/template-heading-sections/{id} – change its fields; If-Match names the version started from
// DELETE /api/template-heading-sections/{id} – delete it (If-Match); undo brings it back
import { entityRoutes } from "@/lib/editing/route";
import { headingSectionPatchSchema } from "@/lib/sections/schemas";

export const { GET, PATCH, DELETE } = entityRoutes("heading_section", headingSectionPatchSchema);
