// POST /api/heroes – a new hero on {url_page}, placed after {after} (admins); 201 with the row and its version
import { createSectionRoute } from "@/lib/editing/route";
import { heroPatchSchema } from "@/lib/hero/schemas";

export const POST = createSectionRoute("hero", heroPatchSchema.required({ title: true }));
