import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { metrics } from "@/lib/db/schema";

/** The organisation's metric library: every card it has, whichever sections show it, oldest first. */
export async function listMetrics(db: Db, { orgId }: { orgId: string }) {
  return db.select().from(metrics).where(eq(metrics.organization_id, orgId)).orderBy(asc(metrics.created_at), asc(metrics.id));
}
