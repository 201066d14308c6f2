import "server-only";
import { eq, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { organizations, settings } from "@/lib/db/schema";

export async function findSiteByHost(db: Db, { host }: { host: string }) {
  const [row] = await db
    .select({
      id: organizations.id,
      language: settings.language,
      supported_locales: settings.supported_locales,
    })
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(or(eq(organizations.base_url, host), eq(organizations.base_url_local, host)))
    .limit(1);
  return row ?? null;
}
