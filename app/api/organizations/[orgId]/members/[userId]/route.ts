// PATCH /api/organizations/{orgId}/members/{userId} – `{ role }`: up to the caller's own role; the last owner stays one
// DELETE /api/organizations/{orgId}/members/{userId} – removes the member from the site (their account stays)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { changeRole, MEMBER_NOT_FOUND_MESSAGE, removeMember } from "@/lib/memberships/mutations";
import { MEMBERSHIP_ROLES } from "@/lib/memberships/roles";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

const roleChange = z.object({ role: z.enum(MEMBERSHIP_ROLES) }).strict();

function memberId(params: Record<string, string>): string {
  const parsed = z.uuid().safeParse(params.userId);
  if (!parsed.success) throw new ApiError("not_found", MEMBER_NOT_FOUND_MESSAGE);
  return parsed.data;
}

export const PATCH = organizationRoute(async ({ request, site, user, params }) => {
  const userId = memberId(params);
  const { role } = await parseBody(request, roleChange);
  const member = await withRls(user.claims, (db) => changeRole(db, { actorRole: user.role, orgId: site.id, userId, role }));
  return privateJson({ member });
});

export const DELETE = organizationRoute(async ({ site, user, params }) => {
  const userId = memberId(params);
  await withRls(user.claims, (db) => removeMember(db, { actorRole: user.role, orgId: site.id, userId }));
  return new Response(null, { status: 204 });
});
