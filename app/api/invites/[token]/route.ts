// GET /api/invites/{token} – what the invitation page shows: the site's name, the role, the address and whether it is open
import { ApiError } from "@/lib/api/errors";
import { clientIp, route } from "@/lib/api/route";
import { asAnon } from "@/lib/db";
import { findInvitation, INVITATION_NOT_FOUND_MESSAGE } from "@/lib/invitations/mutations";
import { INVITATION_TOKEN } from "@/lib/invitations/tokens";
import { privateJson } from "@/lib/organizations/route";

export const GET = route(
  async ({ site, params }) => {
    const token = params.token ?? "";
    const invitation = INVITATION_TOKEN.test(token) ? await asAnon((db) => findInvitation(db, { token, orgId: site.id })) : null;
    if (!invitation) throw new ApiError("not_found", INVITATION_NOT_FOUND_MESSAGE);
    return privateJson({ invite: invitation });
  },
  // Tokens cannot be guessed (256 bits); the limit keeps a flood of tries cheap all the same.
  { rateLimit: { key: (request, site) => `invites:read:${site.id}:${clientIp(request)}`, limit: 60, windowSeconds: 60 } },
);
