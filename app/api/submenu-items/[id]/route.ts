// GET /api/submenu-items/{id} – the submenu item as stored, its version as the ETag (admins of the site)
// PATCH /api/submenu-items/{id} – change its fields; If-Match names the version the editor started from
// DELETE /api/submenu-items/{id} – delete it (If-Match); undo brings it back
import { entityRoutes } from "@/lib/editing/route";
import { submenuItemPatchSchema } from "@/lib/navigation/schemas";

export const { GET, PATCH, DELETE } = entityRoutes("submenu_item", submenuItemPatchSchema);
