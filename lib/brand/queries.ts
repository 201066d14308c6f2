import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { organizations, settings } from "@/lib/db/schema";

/**
 * The organisation's brand as its public settings hold it: name, logo, icon and primary colour. What its icons and
 * manifest, its share images and its emails are made of.
 */
export async function getBrandSettings(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({
      name: organizations.name,
      site: settings.site,
      logo: settings.image,
      icon: settings.icon,
      primary_color: settings.primary_color,
      primary_shade: settings.primary_shade,
    })
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(eq(organizations.id, orgId));
  return row ?? null;
}
