// POST /api/submenu-items – a new submenu item under one of the site's menu items (admins); 201
import { createRoute } from "@/lib/editing/route";
import { submenuItemCreateSchema } from "@/lib/navigation/schemas";

export const POST = createRoute("submenu_item", submenuItemCreateSchema);
