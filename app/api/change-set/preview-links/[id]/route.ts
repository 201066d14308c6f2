// DELETE /api/change-set/preview-links/{id} – revokes a preview link: it answers 404 from then on, and pages opened
//   through it stop showing the unpublished changes (editors and admins)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { PREVIEW_LINK_NOT_FOUND_MESSAGE } from "@/lib/publishing/constants";
import { revokePreviewLink } from "@/lib/publishing/mutations";

export const DELETE = editorRoute(async ({ site, user, params }) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success || !(await withRls(user.claims, (db) => revokePreviewLink(db, { orgId: site.id, id: id.data })))) {
    throw new ApiError("not_found", PREVIEW_LINK_NOT_FOUND_MESSAGE);
  }
  return new Response(null, { status: 204 });
});
