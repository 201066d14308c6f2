// GET /api/posts/{slug} – the post as stored, its version as the ETag (admins of the site)
// PATCH /api/posts/{slug} – change the fields it names (spec 000 §7: If-Match optional; stale when sent); 423 while
//   another admin holds the post's edit lease
// DELETE /api/posts/{slug} – delete it (If-Match); undo brings it back; 423 while another admin holds the lease
import { editorRoute, parseBody } from "@/lib/api/route";
import { entityResponse } from "@/lib/editing/route";
import { deleteEntity, deletedResponse, saveEntity, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { POST_BODY_LIMIT } from "@/lib/posts/body-limit";
import { postIdBySlug } from "@/lib/posts/post-id";
import { withSafeContentFields } from "@/lib/posts/sanitize";
import { postPatchSchema } from "@/lib/posts/schemas";

export const GET = editorRoute(async ({ site, user, params }) =>
  entityResponse("post", { user, site, id: await postIdBySlug({ user, site, slug: params.slug }) }),
);

// Content is stored sanitised (DESIGN: on write and on render); a body over the limit is refused as it streams (413).
export const PATCH = editorRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  const changes = withSafeContentFields(await parseBody(request, postPatchSchema));
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  // The save path answers 423 while another admin holds the lease (lib/editing/save.ts).
  return savedResponse(await saveEntity({ user, site, entity: "post", id, changes, ifMatch, versionRequired: false }));
}, { body: POST_BODY_LIMIT });

export const DELETE = editorRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  return deletedResponse(await deleteEntity({ user, site, entity: "post", id, ifMatch: parseIfMatch(request.headers.get("if-match")) }));
});
