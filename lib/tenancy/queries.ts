import "server-only";
import { eq, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { organizations, settings } from "@/lib/db/schema";

const siteColumns = { id: organizations.id, language: settings.language, supported_locales: settings.supported_locales };

export async function findSiteByHost(db: Db, { host }: { host: string }) {
  const [row] = await db
    .select(siteColumns)
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(or(eq(organizations.base_url, host), eq(organizations.base_url_local, host)))
    .limit(1);
  return row ?? null;
}

/** The same, by the organisation's id (the console names a site by id, on the platform's own host). */
export async function findSiteById(db: Db, { id }: { id: string }) {
  const [row] = await db.select(siteColumns).from(organizations).innerJoin(settings, eq(settings.organization_id, organizations.id)).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}
