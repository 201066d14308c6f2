// GET /api/organizations/{orgId}/members – the site's members with their roles and names (owners and admins)
import { withRls } from "@/lib/db";
import { listMembers } from "@/lib/memberships/queries";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

export const GET = organizationRoute(async ({ site, user }) => privateJson({ members: await withRls(user.claims, (db) => listMembers(db, { orgId: site.id })) }));
