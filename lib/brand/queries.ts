import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { organizations, settings } from "@/lib/db/schema";

/** What a site's icons and web manifest are made of: its name, icon and primary colour. */
export async function getBrandSettings(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({
      name: organizations.name,
      site: settings.site,
      icon: settings.icon,
      primary_color: settings.primary_color,
      primary_shade: settings.primary_shade,
    })
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(eq(organizations.id, orgId));
  return row ?? null;
}
