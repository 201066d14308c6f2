// GET /api/organizations/{orgId}/invites – the site's open invitations (owners and admins)
// POST /api/organizations/{orgId}/invites – `{ email, role }`: invites an address (again: a resend, the old link stops)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { createInvitation, listOpenInvitations, revokeInvitation } from "@/lib/invitations/mutations";
import { sendInvitation } from "@/lib/invitations/send";
import { logger } from "@/lib/log/logger.mjs";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

export const INVITATION_NOT_SENT_MESSAGE = "The invitation email could not be sent. Please try again.";

const invite = z
  .object({
    email: z.email("Enter a valid email address.").max(254).transform((email) => email.trim().toLowerCase()),
    role: z.enum(["owner", "admin", "editor"]),
  })
  .strict();

export const GET = organizationRoute(async ({ site, user }) => privateJson({ invites: await withRls(user.claims, (db) => listOpenInvitations(db, { orgId: site.id })) }));

export const POST = organizationRoute(async ({ request, site, user }) => {
  const { email, role } = await parseBody(request, invite);
  const { token, invitation } = await withRls(user.claims, (db) => createInvitation(db, { orgId: site.id, email, role, inviter: user }));
  try {
    await sendInvitation(request, { orgId: site.id, email, role, token, inviter: user });
  } catch (error) {
    // An invitation nobody received is no invitation: it is withdrawn, and the admin may try again.
    logger.error({ err: error }, "an invitation email could not be sent");
    await withRls(user.claims, (db) => revokeInvitation(db, { orgId: site.id, id: invitation.id }));
    throw new ApiError("database_unavailable", INVITATION_NOT_SENT_MESSAGE);
  }
  return Response.json({ invite: invitation }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
