import { route } from "@/lib/api/route";
import { asAnon } from "@/lib/db";
import { getOrganizationShell } from "@/lib/site/queries";
import { ApiError } from "@/lib/api/errors";

// GET /api/organizations/current – the organisation behind this host (id, name, type, languages)
export const GET = route(async ({ site }) => {
  const organization = await asAnon((db) => getOrganizationShell(db, { orgId: site.id }));
  if (!organization) throw new ApiError("site_not_found", "No site at this address.");
  return { organization };
});
