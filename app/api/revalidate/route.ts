// POST /api/revalidate {tag} – an admin refreshes their organisation's cached pages after an edit.
import { ApiError } from "@/lib/api/errors";
import { expireTags } from "@/lib/cache/expire-tags";
import { parseBody, userRoute } from "@/lib/api/route";
import { isOwnTag, revalidateBodySchema } from "@/lib/site/revalidate";
import { roleAtLeast } from "@/lib/memberships/roles";

export const POST = userRoute(async ({ request, site, user }) => {
  if (!roleAtLeast(user.role, "editor")) throw new ApiError("forbidden", "Only this site's editors and admins may refresh its pages.");
  const { tag } = await parseBody(request, revalidateBodySchema);
  if (!isOwnTag(tag, site.id)) throw new ApiError("forbidden", "This tag belongs to another organisation.");
  await expireTags([tag]);
  return { revalidated: true, tag, now: Date.now() };
});
