// GET /api/posts/{slug}/schedule – the post's "Publish at" (waiting or failed; null when none) and whether this person
//   may change it (editors and admins)
// PUT /api/posts/{slug}/schedule { publish_at } – hides the post now and publishes it at publish_at, a time to come
//   (202); rescheduling replaces the earlier time. Admins, and editors where the organisation lets them publish
// DELETE /api/posts/{slug}/schedule – cancels it (204); the post stays hidden. 409 when it is not scheduled
import { editorRoute, parseBody } from "@/lib/api/route";
import { privateJson } from "@/lib/organizations/route";
import { postIdBySlug } from "@/lib/posts/post-id";
import { cancelPostSchedule, postScheduleView, schedulePost } from "@/lib/publishing/post-schedule";
import { postScheduleInputSchema } from "@/lib/publishing/scheduled-posts/schemas";

export const GET = editorRoute(async ({ site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  return privateJson(await postScheduleView({ user, site, postId }));
});

export const PUT = editorRoute(async ({ request, site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  const { publish_at } = await parseBody(request, postScheduleInputSchema);
  const answer = privateJson(await schedulePost({ user, site, postId, at: new Date(publish_at) }));
  return new Response(answer.body, { status: 202, headers: answer.headers });
});

export const DELETE = editorRoute(async ({ site, user, params }) => {
  const postId = await postIdBySlug({ user, site, slug: params.slug });
  await cancelPostSchedule({ user, site, postId });
  return new Response(null, { status: 204 });
});
