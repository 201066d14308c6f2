import "server-only";
import { sql } from "drizzle-orm";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";
import { copyMediaFolder } from "@/lib/media/store";
import { NAME_RESERVED_MESSAGE, NAME_TAKEN_MESSAGE, RESERVED_SLUGS, siteHosts, siteSlug } from "./names";
import type { SiteCreateInput, SiteTemplate } from "./schemas";

/** The demo organisations a template copies (supabase/seed.sql); a platform without them offers "empty" only. */
const TEMPLATE_ORGANIZATIONS: Record<Exclude<SiteTemplate, "empty">, string> = {
  northwind: "10000000-0000-4000-8000-000000000000",
  acme: "20000000-0000-4000-8000-000000000000",
  alpenbau: "30000000-0000-4000-8000-000000000000",
};

export const SITES_PER_DAY_MESSAGE = "You can create five sites a day. Please try again tomorrow.";
export const TEMPLATE_MISSING_MESSAGE = "This starting point is not available here. Please choose another one.";

export interface CreatedSite {
  id: string;
  host: string;
}

/**
 * A new site of `user`, who becomes its owner: the organisation, its settings, the membership and, for a template,
 * a copy of the demo's content, in one transaction (private.create_site); then the template's files are copied
 * into the new organisation's folder, and every host lookup forgets "unknown" so the address answers at once.
 * The database allows five new sites a day per account.
 */
export async function createSite(user: RequestUser, input: SiteCreateInput): Promise<CreatedSite> {
  const slug = siteSlug(input.name);
  if (RESERVED_SLUGS.has(slug)) throw new ApiError("conflict", NAME_RESERVED_MESSAGE, { name: NAME_RESERVED_MESSAGE }, { reason: "reserved" });
  const { host, localHost } = siteHosts(slug, readServerEnv().PLATFORM_DOMAIN);
  const template = input.template === "empty" ? null : TEMPLATE_ORGANIZATIONS[input.template];

  const { id, media } = await withRls(user.claims, async (db) => {
    const created = await db.execute<{ id: string }>(
      sql`select private.create_site(${input.name}, ${host}, ${localHost}, ${input.default_language}, ${template}::uuid) as id`,
    );
    const newId = created.rows[0].id;
    const names = template ? await db.execute<{ name: string }>(sql`select private.site_media_names(${template}::uuid) as name`) : { rows: [] };
    return { id: newId, media: names.rows.map((row) => row.name) };
  }).catch((error: unknown) => {
    const state = sqlState(error);
    if (state === "23505") throw new ApiError("conflict", NAME_TAKEN_MESSAGE, { name: NAME_TAKEN_MESSAGE }, { reason: "taken" });
    if (state === "P0429") throw new ApiError("rate_limited", SITES_PER_DAY_MESSAGE);
    if (state === "22023") throw new ApiError("bad_request", TEMPLATE_MISSING_MESSAGE, { template: TEMPLATE_MISSING_MESSAGE });
    throw error;
  });

  if (template && media.length > 0) {
    const failed = await copyMediaFolder(user, media, template, id);
    if (failed.length > 0) logger.warn({ organizationId: id, failed: failed.length }, "some template files were not copied");
  }
  await forgetHosts();
  return { id, host: readServerEnv().PLATFORM_DOMAIN ? host : localHost };
}
