// GET /api/posts/{slug} – the post as stored, its version as the ETag (admins of the site)
// PATCH /api/posts/{slug} – change the fields it names (spec 000 §7: If-Match optional; stale when sent)
// DELETE /api/posts/{slug} – delete it (If-Match); undo brings it back
import { adminRoute, parseBody } from "@/lib/api/route";
import { entityResponse } from "@/lib/editing/route";
import { deleteEntity, deletedResponse, saveEntity, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { postIdBySlug } from "@/lib/posts/post-id";
import { postPatchSchema } from "@/lib/posts/schemas";

export const GET = adminRoute(async ({ site, user, params }) =>
  entityResponse("post", { user, site, id: await postIdBySlug({ user, site, slug: params.slug }) }),
);

export const PATCH = adminRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  const changes = await parseBody(request, postPatchSchema);
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  return savedResponse(await saveEntity({ user, site, entity: "post", id, changes, ifMatch, versionRequired: false }));
});

export const DELETE = adminRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  return deletedResponse(await deleteEntity({ user, site, entity: "post", id, ifMatch: parseIfMatch(request.headers.get("if-match")) }));
});
