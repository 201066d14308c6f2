// GET /api/posts/{slug} – the post as stored, its version as the ETag (admins of the site)
// PATCH /api/posts/{slug} – change the fields it names (spec 000 §7: If-Match optional; stale when sent); 423 while
//   another admin holds the post's edit lease
// DELETE /api/posts/{slug} – delete it (If-Match); undo brings it back; 423 while another admin holds the lease
import { adminRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { entityResponse } from "@/lib/editing/route";
import { deleteEntity, deletedResponse, refreshSite, saveIn, savedResponse } from "@/lib/editing/save";
import { parseIfMatch } from "@/lib/editing/versions";
import { limitPostBody } from "@/lib/posts/body-limit";
import { POST_SAVE_LOCKED_MESSAGE } from "@/lib/posts/lock/constants";
import { findForeignLock } from "@/lib/posts/lock/queries";
import { lockHeldResponse } from "@/lib/posts/lock/response";
import { postIdBySlug } from "@/lib/posts/post-id";
import { withSafeContentFields } from "@/lib/posts/sanitize";
import { postPatchSchema } from "@/lib/posts/schemas";

export const GET = adminRoute(async ({ site, user, params }) =>
  entityResponse("post", { user, site, id: await postIdBySlug({ user, site, slug: params.slug }) }),
);

// Content is stored sanitised (DESIGN: on write and on render); a body over the limit is refused unread (413).
export const PATCH = limitPostBody(adminRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  const changes = withSafeContentFields(await parseBody(request, postPatchSchema));
  const ifMatch = parseIfMatch(request.headers.get("if-match"));
  // The lease is read (and held) in the save's own transaction, so a takeover cannot slip in between.
  const result = await withRls(user.claims, async (db) => {
    const lock = await findForeignLock(db, { orgId: site.id, postId: id, userId: user.id });
    return lock ? { lock, saved: null } : { lock: null, saved: await saveIn(db, { user, site, entity: "post", id, changes, ifMatch, versionRequired: false }) };
  });
  if (!result.saved) return lockHeldResponse(423, POST_SAVE_LOCKED_MESSAGE, result.lock);
  if (result.saved.revision) await refreshSite(site, "post", result.saved.row);
  return savedResponse(result.saved);
}));

export const DELETE = adminRoute(async ({ request, site, user, params }) => {
  const id = await postIdBySlug({ user, site, slug: params.slug });
  const lock = await withRls(user.claims, (db) => findForeignLock(db, { orgId: site.id, postId: id, userId: user.id }));
  if (lock) return lockHeldResponse(423, POST_SAVE_LOCKED_MESSAGE, lock);
  return deletedResponse(await deleteEntity({ user, site, entity: "post", id, ifMatch: parseIfMatch(request.headers.get("if-match")) }));
});
