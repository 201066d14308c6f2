// GET /api/template-sections/{id} – the section as stored, its version as the ETag (admins of the site)
// PATCH /api/template-sections/{id} – change its fields; If-Match names the version the editor started from
// DELETE /api/template-sections/{id} – delete it (If-Match); undo brings it back
import { entityRoutes } from "@/lib/editing/route";
import { withSafeDescriptionFields } from "@/lib/sections/rich-text";
import { templateSectionUpdateSchema } from "@/lib/sections/schemas";

// The description is stored as sanitised HTML (spec 002 §5).
export const { GET, PATCH, DELETE } = entityRoutes("template_section", templateSectionUpdateSchema.transform(withSafeDescriptionFields));
