import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { revisions } from "@/lib/db/schema";

export type Revision = typeof revisions.$inferSelect;

/** The newest revisions of one entity (its History), newest first. */
export async function listEntityRevisions(
  db: Db,
  { orgId, entity, entityId, limit = 50 }: { orgId: string; entity: string; entityId: string; limit?: number },
) {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.organization_id, orgId), eq(revisions.entity, entity), eq(revisions.entity_id, entityId)))
    .orderBy(desc(revisions.id))
    .limit(limit);
}

export async function findRevision(db: Db, { orgId, id }: { orgId: string; id: number }) {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.organization_id, orgId), eq(revisions.id, id)));
  return row ?? null;
}

/** The latest revision of an entity: who changed it last, for a stale save's 412. */
export async function latestEntityRevision(db: Db, params: { orgId: string; entity: string; entityId: string }) {
  const [row] = await listEntityRevisions(db, { ...params, limit: 1 });
  return row ?? null;
}
