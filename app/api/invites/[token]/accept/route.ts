// POST /api/invites/{token}/accept – joins the site with the invited role, as the signed-in person with the invited address
import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { acceptInvitation, INVITATION_NOT_FOUND_MESSAGE } from "@/lib/invitations/mutations";
import { INVITATION_TOKEN } from "@/lib/invitations/tokens";
import { privateJson } from "@/lib/organizations/route";

export const POST = userRoute(async ({ site, user, params }) => {
  const token = params.token ?? "";
  if (!INVITATION_TOKEN.test(token)) throw new ApiError("not_found", INVITATION_NOT_FOUND_MESSAGE);
  return privateJson({ role: await withRls(user.claims, (db) => acceptInvitation(db, { token, orgId: site.id })) });
});
