// POST /api/banners – a new banner of the site (admins); 201 with the row and its version as the ETag
import { bannerCreateSchema } from "@/lib/banners/editing-schemas";
import { createRoute } from "@/lib/editing/route";

export const POST = createRoute("banner", bannerCreateSchema);
