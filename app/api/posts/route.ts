// POST /api/posts – a new post or page of the site (admins; spec 000 §7); 201 with the row, 409 when the slug is taken
import { editorRoute, parseBody } from "@/lib/api/route";
import { createEntity, savedResponse } from "@/lib/editing/save";
import { withNextOrder } from "@/lib/pages/next-order";
import { POST_BODY_LIMIT } from "@/lib/posts/body-limit";
import { withSafeContentFields } from "@/lib/posts/sanitize";
import { postCreateSchema } from "@/lib/posts/schemas";

// Content is stored sanitised (DESIGN: on write and on render); a body over the limit is refused as it streams (413).
export const POST = editorRoute(async ({ request, site, user }) => {
  const values = await withNextOrder({ user, site, values: withSafeContentFields(await parseBody(request, postCreateSchema)) });
  const response = savedResponse(await createEntity({ user, site, entity: "post", values }));
  return new Response(response.body, { status: 201, headers: response.headers });
}, { body: POST_BODY_LIMIT });
