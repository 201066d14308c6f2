import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { roleRoute, siteFromRequest, type RouteOptions } from "@/lib/api/route";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { normalizeHost } from "@/lib/tenancy/host";
import { loadSiteById } from "@/lib/tenancy/load-site";
import { platformHost } from "@/lib/tenancy/platform-host";
import type { Site } from "@/lib/tenancy/site";
import { getOrganizationData } from "./queries";
import type { OrganizationData } from "./types";

export const ORGANIZATION_NOT_FOUND_MESSAGE = "Organization not found.";
export const OTHER_ORGANIZATION_MESSAGE = "You can only see and change the settings of this site's organization.";

const orgIdSchema = z.uuid();

interface OrganizationContext {
  request: Request;
  site: Site;
  user: RequestUser;
  params: Record<string, string>;
}

/**
 * A route under /api/organizations/{orgId} for the admins (or, with `least`, the owners) of that organisation (401 without a session, 403 for anyone
 * else); an orgId that is no uuid is 404. On a site's host only that site's organisation is reachable (another's is
 * 403: its data is never read or written from another site); on the platform's own host (the console) any
 * organisation is, for its own admins.
 */
export function organizationRoute(
  handler: (context: OrganizationContext) => Promise<unknown>,
  { least = "admin", ...options }: RouteOptions & { least?: "admin" | "owner" } = {},
) {
  return roleRoute(least, async (context) => {
    if (context.params.orgId?.toLowerCase() !== context.site.id.toLowerCase()) throw new ApiError("forbidden", OTHER_ORGANIZATION_MESSAGE);
    return handler(context);
  }, { ...options, site: organizationOfRequest });
}

async function organizationOfRequest(request: Request, params: Record<string, string>): Promise<Site> {
  const parsed = orgIdSchema.safeParse(params.orgId);
  if (!parsed.success) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
  if (normalizeHost(request.headers.get("host")) !== platformHost()) return siteFromRequest(request);
  const site = await loadSiteById(parsed.data.toLowerCase());
  if (!site) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
  return site;
}

/** The whole OrganizationData as the admin reads it (never cached: it is per admin and changes on save). */
export async function readOrganizationData({ user, site }: { user: RequestUser; site: Site }): Promise<OrganizationData> {
  const data = await withRls(user.claims, (db) => getOrganizationData(db, { orgId: site.id }));
  if (!data) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
  return data;
}

/** JSON that no cache keeps. */
export const privateJson = (body: unknown) => Response.json(body, { headers: { "cache-control": "private, no-store" } });
