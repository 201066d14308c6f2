import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { organizations, settings } from "@/lib/db/schema";

const siteColumns = { id: organizations.id, language: settings.language, supported_locales: settings.supported_locales };

/** How a host found its organisation (private.resolve_host): its platform address, a verified domain, or a www/apex alias. */
export type HostMatch = "platform" | "domain" | "alias";

export type HostRow = {
  id: string;
  language: string;
  supported_locales: string[];
  matched: HostMatch;
  /** The organisation's primary custom domain; null while its platform address is primary. */
  primary_host: string | null;
  base_url: string;
  base_url_local: string | null;
};

/** The organisation a host serves or redirects, with its languages (unverified domains find nothing). */
export async function findSiteByHost(db: Db, { host }: { host: string }): Promise<HostRow | null> {
  const { rows } = await db.execute<HostRow>(sql`
    select host.organization_id as id, s.language, s.supported_locales, host.matched, host.primary_host, host.base_url, host.base_url_local
    from private.resolve_host(${host}) host join public.settings s on s.organization_id = host.organization_id`);
  return rows[0] ?? null;
}

/** The same, by the organisation's id (the console names a site by id, on the platform's own host). */
export async function findSiteById(db: Db, { id }: { id: string }) {
  const [row] = await db.select(siteColumns).from(organizations).innerJoin(settings, eq(settings.organization_id, organizations.id)).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}
