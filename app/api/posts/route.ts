// POST /api/posts – a new post or page of the site (admins; spec 000 §7); 201 with the row, 409 when the slug is taken
import { createRoute } from "@/lib/editing/route";
import { postCreateSchema } from "@/lib/posts/schemas";

export const POST = createRoute("post", postCreateSchema);
