import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { changeSetChanges, changeSets, draftModeChoices, previewLinks, publishingSettings } from "@/lib/db/schema";

/** The statuses of an organisation's current change set: the one that collects drafts and gets published. */
export const CURRENT_STATUSES = ["open", "scheduled", "failed"] as const;

export type ChangeSet = typeof changeSets.$inferSelect;
export type Change = typeof changeSetChanges.$inferSelect;

/** The organisation's current change set, locked with `lock` until the transaction ends (publishing, scheduling). */
export async function findCurrentChangeSet(db: Db, { orgId, lock = false }: { orgId: string; lock?: boolean }): Promise<ChangeSet | null> {
  const query = db
    .select()
    .from(changeSets)
    .where(and(eq(changeSets.organization_id, orgId), inArray(changeSets.status, [...CURRENT_STATUSES])));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function findChangeSet(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<ChangeSet | null> {
  const [row] = await db.select().from(changeSets).where(and(eq(changeSets.organization_id, orgId), eq(changeSets.id, id)));
  return row ?? null;
}

/** A change set's changes, oldest first (the order they are published in). */
export function listChanges(db: Db, { changeSetId }: { changeSetId: string }): Promise<Change[]> {
  return db.select().from(changeSetChanges).where(eq(changeSetChanges.change_set_id, changeSetId)).orderBy(asc(changeSetChanges.created_at), asc(changeSetChanges.id));
}

/** One row's draft in the organisation's current change set; with `lock`, locked until the transaction ends. */
export async function findDraft(db: Db, { orgId, entity, entityId, lock = false }: { orgId: string; entity: string; entityId: string; lock?: boolean }): Promise<Change | null> {
  const query = db
    .select({ change: changeSetChanges })
    .from(changeSetChanges)
    .innerJoin(changeSets, eq(changeSets.id, changeSetChanges.change_set_id))
    .where(
      and(
        eq(changeSetChanges.organization_id, orgId),
        eq(changeSetChanges.entity, entity),
        eq(changeSetChanges.entity_id, entityId),
        inArray(changeSets.status, [...CURRENT_STATUSES]),
      ),
    );
  const [row] = lock ? await query.for("update", { of: changeSetChanges }) : await query;
  return row?.change ?? null;
}

export async function findChange(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Change | null> {
  const [row] = await db.select().from(changeSetChanges).where(and(eq(changeSetChanges.organization_id, orgId), eq(changeSetChanges.id, id)));
  return row ?? null;
}

export interface PublishingRules {
  draft_mode_default: boolean;
  editors_may_publish: boolean;
}

/** The organisation's publishing rules; both off until an admin sets them. */
export async function findPublishingRules(db: Db, { orgId }: { orgId: string }): Promise<PublishingRules> {
  const [row] = await db
    .select({ draft_mode_default: publishingSettings.draft_mode_default, editors_may_publish: publishingSettings.editors_may_publish })
    .from(publishingSettings)
    .where(eq(publishingSettings.organization_id, orgId));
  return row ?? { draft_mode_default: false, editors_may_publish: false };
}

/** Whether this person's saves on the site go into the change set: their own switch, else the organisation's default. */
export async function isDraftModeOn(db: Db, { orgId, userId }: { orgId: string; userId: string }): Promise<boolean> {
  const [choice] = await db
    .select({ is_on: draftModeChoices.is_on })
    .from(draftModeChoices)
    .where(and(eq(draftModeChoices.organization_id, orgId), eq(draftModeChoices.user_id, userId)));
  if (choice) return choice.is_on;
  return (await findPublishingRules(db, { orgId })).draft_mode_default;
}

/** The organisation's preview links that still work, newest first. */
export function listPreviewLinks(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({ id: previewLinks.id, expires_at: previewLinks.expires_at, created_at: previewLinks.created_at })
    .from(previewLinks)
    .where(and(eq(previewLinks.organization_id, orgId), isNull(previewLinks.revoked_at), gt(previewLinks.expires_at, sql`now()`)))
    .orderBy(desc(previewLinks.created_at));
}

/** The link a token opens on the organisation's host, while it works (as anon: a link's holder has no account). */
export async function openPreviewLink(db: Db, { orgId, tokenHash }: { orgId: string; tokenHash: string }) {
  const { rows } = await db.execute<{ id: string; expires_at: string }>(sql`select id, expires_at from private.open_preview_link(${orgId}::uuid, ${tokenHash})`);
  return rows[0] ?? null;
}
