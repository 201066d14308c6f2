// GET /api/sites – every site the signed-in person belongs to, with their role there (any host: the console's list)
import { personRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { listOwnSites } from "@/lib/memberships/queries";
import { privateJson } from "@/lib/organizations/route";

export const GET = personRoute(async ({ user }) => privateJson({ sites: await withRls(user.claims, (db) => listOwnSites(db, { userId: user.id })) }));
