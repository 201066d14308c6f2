// GET /api/heroes/{id} – the hero as stored, its version as the ETag (admins of the site)
// PATCH /api/heroes/{id} – change its fields; If-Match names the version the editor started from
// DELETE /api/heroes/{id} – delete it (If-Match); undo brings it back
import { entityRoutes } from "@/lib/editing/route";
import { heroPatchSchema } from "@/lib/hero/schemas";

export const { GET, PATCH, DELETE } = entityRoutes("hero", heroPatchSchema);
