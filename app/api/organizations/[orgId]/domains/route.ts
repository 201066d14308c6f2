// GET /api/organizations/{orgId}/domains – the site's custom domains with their verification records (owners, admins)
// POST /api/organizations/{orgId}/domains – `{ hostname }`: adds an unverified domain (owners) → the records to create
import { parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { domainInput } from "@/lib/domains/hostname";
import { addDomain, listDomains } from "@/lib/domains/mutations";
import { readServerEnv } from "@/lib/env/server-env";
import { organizationRoute, privateJson } from "@/lib/organizations/route";
import { platformHost } from "@/lib/tenancy/platform-host";

export const GET = organizationRoute(async ({ site, user }) => privateJson({ domains: await withRls(user.claims, (db) => listDomains(db, { orgId: site.id })) }));

export const POST = organizationRoute(
  async ({ request, site, user }) => {
    const { hostname } = await parseBody(request, domainInput({ platformHost: platformHost(), platformDomain: readServerEnv().PLATFORM_DOMAIN }));
    const domain = await withRls(user.claims, (db) => addDomain(db, { orgId: site.id, hostname, userId: user.id }));
    await forgetHosts(site.id);
    return Response.json({ domain }, { status: 201, headers: { "cache-control": "private, no-store" } });
  },
  { least: "owner" },
);
