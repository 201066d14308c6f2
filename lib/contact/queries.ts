import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { templateSections } from "@/lib/db/schema";

/** Whether a section belongs to the organisation (a message may only name a section of the site it is sent to). */
export async function hasSection(db: Db, { orgId, sectionId }: { orgId: string; sectionId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: templateSections.id })
    .from(templateSections)
    .where(and(eq(templateSections.id, sectionId), eq(templateSections.organization_id, orgId)))
    .limit(1);
  return row !== undefined;
}
