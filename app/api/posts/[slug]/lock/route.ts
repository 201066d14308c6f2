// GET /api/posts/{slug}/lock – the post's live edit lease, if any, and whether it is the caller's (admins)
// POST /api/posts/{slug}/lock – take or renew the lease for 5 minutes ({takeover}); 409 while another admin holds it
// DELETE /api/posts/{slug}/lock – give up the caller's own lease; 204
import { editorRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { postIdBySlug } from "@/lib/posts/post-id";
import { POST_LOCKED_MESSAGE } from "@/lib/posts/lock/constants";
import { releaseLock, takeLock } from "@/lib/posts/lock/mutations";
import { findLiveLock } from "@/lib/posts/lock/queries";
import { lockHeldResponse, lockStateResponse } from "@/lib/posts/lock/response";
import { lockRequestSchema } from "@/lib/posts/lock/schemas";

/** The body is optional: an empty one takes or renews without taking over. */
async function lockRequest(request: Request) {
  const text = await request.text();
  if (!text.trim()) return lockRequestSchema.parse({});
  return parseBody(new Request(request.url, { method: "POST", body: text }), lockRequestSchema);
}

export const GET = editorRoute(async ({ site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  const lock = await withRls(user.claims, (db) => findLiveLock(db, { orgId: site.id, postId }));
  return lockStateResponse(lock, user.id);
});

export const POST = editorRoute(async ({ request, site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  const { takeover } = await lockRequest(request);
  const result = await withRls(user.claims, (db) => takeLock(db, { orgId: site.id, postId, userId: user.id, takeover }));
  return "taken" in result ? lockStateResponse(result.taken, user.id) : lockHeldResponse(POST_LOCKED_MESSAGE, result.heldBy);
});

export const DELETE = editorRoute(async ({ site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  await withRls(user.claims, (db) => releaseLock(db, { orgId: site.id, postId, userId: user.id }));
  return new Response(null, { status: 204 });
});
