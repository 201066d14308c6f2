// GET /api/menu-items/{id} – the menu item as stored, its version as the ETag (admins of the site)
// PATCH /api/menu-items/{id} – change its fields; If-Match names the version the editor started from
// DELETE /api/menu-items/{id} – delete it and its submenu items (If-Match)
import { entityRoutes } from "@/lib/editing/route";
import { menuItemPatchSchema } from "@/lib/navigation/schemas";

export const { GET, PATCH, DELETE } = entityRoutes("menu_item", menuItemPatchSchema);
