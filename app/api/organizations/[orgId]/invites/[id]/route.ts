// DELETE /api/organizations/{orgId}/invites/{id} – revokes an open invitation: its link stops working
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withRls } from "@/lib/db";
import { INVITATION_NOT_FOUND_MESSAGE, revokeInvitation } from "@/lib/invitations/mutations";
import { organizationRoute } from "@/lib/organizations/route";

export const DELETE = organizationRoute(async ({ site, user, params }) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success || !(await withRls(user.claims, (db) => revokeInvitation(db, { orgId: site.id, id: id.data })))) {
    throw new ApiError("not_found", INVITATION_NOT_FOUND_MESSAGE);
  }
  return new Response(null, { status: 204 });
});
