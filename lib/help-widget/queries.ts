import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { features } from "@/lib/db/schema";

export async function listFeatures(db: Db, { orgId }: { orgId: string }) {
  return db.select().from(features).where(eq(features.organization_id, orgId)).orderBy(asc(features.order), asc(features.name));
}
