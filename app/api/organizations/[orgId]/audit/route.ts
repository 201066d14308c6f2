// GET /api/organizations/{orgId}/audit – the newest 100 changes of the team and its invitations: who, what, when
import { withRls } from "@/lib/db";
import { listTeamEvents } from "@/lib/memberships/queries";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

export const GET = organizationRoute(async ({ site, user }) => privateJson({ events: await withRls(user.claims, (db) => listTeamEvents(db, { orgId: site.id })) }));
