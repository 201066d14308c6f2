import "server-only";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import type { PostOrganizationConfig } from "@/lib/model/json-types";
import type { Site } from "@/lib/tenancy/site";
import { MAX_POST_ORDER } from "./constants";
import { findHighestPostOrder } from "./queries";

interface NewPost {
  organization_config?: PostOrganizationConfig;
}

/**
 * Spec 001 §9: a new page's order is the highest existing order plus 1. Read on the server, where every
 * row is visible, whenever a new post or page leaves its order out; an order the body names is kept.
 */
export async function withNextOrder<Values extends NewPost>({ user, site, values }: { user: RequestUser; site: Site; values: Values }): Promise<Values> {
  if (values.organization_config?.order !== undefined) return values;
  const highest = await withRls(user.claims, (db) => findHighestPostOrder(db, { orgId: site.id }));
  return { ...values, organization_config: { ...values.organization_config, order: Math.min(highest + 1, MAX_POST_ORDER) } };
}
