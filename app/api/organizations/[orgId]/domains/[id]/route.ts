// PATCH /api/organizations/{orgId}/domains/{id} – `{ primary }`: makes a verified domain the primary one, or (false)
//   hands that back to the platform address (owners)
// DELETE /api/organizations/{orgId}/domains/{id} – removes a domain: the site stops answering on it at once (owners)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { DOMAIN_NOT_FOUND_MESSAGE, parseDomainId, removeDomain, setPrimaryDomain } from "@/lib/domains/mutations";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

const change = z.object({ primary: z.boolean() }).strict();

export const PATCH = organizationRoute(
  async ({ request, site, user, params }) => {
    const id = parseDomainId(params);
    const { primary } = await parseBody(request, change);
    const domain = await withRls(user.claims, (db) => setPrimaryDomain(db, { orgId: site.id, id, primary }));
    await forgetHosts(site.id);
    return privateJson({ domain });
  },
  { least: "owner" },
);

export const DELETE = organizationRoute(
  async ({ site, user, params }) => {
    const id = parseDomainId(params);
    if (!(await withRls(user.claims, (db) => removeDomain(db, { orgId: site.id, id })))) throw new ApiError("not_found", DOMAIN_NOT_FOUND_MESSAGE);
    await forgetHosts(site.id);
    return new Response(null, { status: 204 });
  },
  { least: "owner" },
);
