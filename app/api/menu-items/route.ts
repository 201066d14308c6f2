// POST /api/menu-items – a new menu item of the site (admins); 201 with the row and its version as the ETag
import { createRoute } from "@/lib/editing/route";
import { menuItemCreateSchema } from "@/lib/navigation/schemas";

export const POST = createRoute("menu_item", menuItemCreateSchema);
