import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminRoute, type RouteOptions } from "@/lib/api/route";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
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
 * A route under /api/organizations/{orgId} for the admins of the host's organisation (401 without a
 * session, 403 for anyone else); an orgId that is no uuid is 404, another organisation's 403: its data is
 * never read or written from another site.
 */
export function organizationRoute(handler: (context: OrganizationContext) => Promise<unknown>, options: RouteOptions = {}) {
  return adminRoute(async (context) => {
    const parsed = orgIdSchema.safeParse(context.params.orgId);
    if (!parsed.success) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
    if (parsed.data.toLowerCase() !== context.site.id.toLowerCase()) throw new ApiError("forbidden", OTHER_ORGANIZATION_MESSAGE);
    return handler(context);
  }, options);
}

/** The whole OrganizationData as the admin reads it (never cached: it is per admin and changes on save). */
export async function readOrganizationData({ user, site }: { user: RequestUser; site: Site }): Promise<OrganizationData> {
  const data = await withRls(user.claims, (db) => getOrganizationData(db, { orgId: site.id }));
  if (!data) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
  return data;
}

/** JSON that no cache keeps. */
export const privateJson = (body: unknown) => Response.json(body, { headers: { "cache-control": "private, no-store" } });
