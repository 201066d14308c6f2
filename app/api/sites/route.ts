// GET /api/sites – every site the signed-in person belongs to, with their role there (any host: the console's list)
// POST /api/sites – `{ name, default_language, template }`: a new site owned by the caller, 201 `{ id, host }`
import { parseBody, personRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { listOwnSites } from "@/lib/memberships/queries";
import { privateJson } from "@/lib/organizations/route";
import { createSite } from "@/lib/sites/create";
import { siteCreateSchema } from "@/lib/sites/schemas";

export const GET = personRoute(async ({ user }) => privateJson({ sites: await withRls(user.claims, (db) => listOwnSites(db, { userId: user.id })) }));

export const POST = personRoute(async ({ request, user }) => {
  const input = await parseBody(request, siteCreateSchema);
  const site = await createSite(user, input);
  return Response.json(site, { status: 201, headers: { "cache-control": "private, no-store" } });
});
