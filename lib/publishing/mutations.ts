import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { changeSetChanges, changeSets, draftModeChoices, previewLinks, publishingSettings } from "@/lib/db/schema";
import { findCurrentChangeSet, type ChangeSet, type PublishingRules } from "./queries";

/** The organisation's current change set, opened by `userId` when there is none. */
export async function openChangeSet(db: Db, { orgId, userId }: { orgId: string; userId: string }): Promise<ChangeSet> {
  const current = await findCurrentChangeSet(db, { orgId });
  if (current) return current;
  // Two first drafts at once: the partial unique index keeps one; the other reads it back.
  const [created] = await db.insert(changeSets).values({ organization_id: orgId, created_by: userId }).onConflictDoNothing().returning();
  return created ?? (await findCurrentChangeSet(db, { orgId }))!;
}

export interface DraftValues {
  orgId: string;
  changeSetId: string;
  entity: string;
  entityId: string;
  fields: Record<string, unknown>;
  baseVersion: number;
  version: number;
  authorId: string;
  authorName: string | null;
}

/** Writes one row's draft (its changed fields replace the previous draft's). */
export async function writeDraft(db: Db, draft: DraftValues) {
  const values = {
    fields: draft.fields,
    version: draft.version,
    author_id: draft.authorId,
    author_name: draft.authorName,
  };
  const [row] = await db
    .insert(changeSetChanges)
    .values({
      ...values,
      change_set_id: draft.changeSetId,
      organization_id: draft.orgId,
      entity: draft.entity,
      entity_id: draft.entityId,
      base_version: draft.baseVersion,
    })
    .onConflictDoUpdate({ target: [changeSetChanges.change_set_id, changeSetChanges.entity, changeSetChanges.entity_id], set: values })
    .returning();
  return row!;
}

export async function deleteChange(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const rows = await db.delete(changeSetChanges).where(and(eq(changeSetChanges.organization_id, orgId), eq(changeSetChanges.id, id))).returning({ id: changeSetChanges.id });
  return rows.length === 1;
}

/** Keeps the draft over a live row that moved on: it now changes the live row as it stands. */
export async function rebaseChange(db: Db, { orgId, id, baseVersion }: { orgId: string; id: string; baseVersion: number }) {
  await db.update(changeSetChanges).set({ base_version: baseVersion }).where(and(eq(changeSetChanges.organization_id, orgId), eq(changeSetChanges.id, id)));
}

/** A published set keeps its time, and the reason an admin gave to publish it over the check's errors (null: none). */
type Closing = { status: "published"; publishedAt: true; overrideReason?: string | null } | { status: "discarded" };

/** Ends a change set: published (kept with its time) or discarded (its changes go with it). */
export async function closeChangeSet(db: Db, { orgId, id, ...closing }: { orgId: string; id: string } & Closing) {
  if (closing.status === "discarded") await db.delete(changeSetChanges).where(and(eq(changeSetChanges.organization_id, orgId), eq(changeSetChanges.change_set_id, id)));
  await db
    .update(changeSets)
    .set({
      status: closing.status,
      job_id: null,
      error: null,
      ...(closing.status === "published" && { published_at: sql`now()` }),
      ...(closing.status === "published" && closing.overrideReason !== undefined && { override_reason: closing.overrideReason }),
    })
    .where(and(eq(changeSets.organization_id, orgId), eq(changeSets.id, id)));
}

interface Schedule {
  orgId: string;
  id: string;
  at: Date | null;
  jobId: string | null;
  userId: string | null;
  /** The reason to publish over the check's errors that the job will give (null: none). */
  overrideReason?: string | null;
}

/** Schedules the set (`at` with its job), or takes it back to open (`at` null). */
export async function setSchedule(db: Db, { orgId, id, at, jobId, userId, overrideReason = null }: Schedule) {
  await db
    .update(changeSets)
    .set(
      at
        ? { status: "scheduled", publish_at: at.toISOString(), job_id: jobId, scheduled_by: userId, error: null, override_reason: overrideReason }
        : { status: "open", publish_at: null, job_id: null, scheduled_by: null, override_reason: null },
    )
    .where(and(eq(changeSets.organization_id, orgId), eq(changeSets.id, id)));
}

/** A scheduled publish that gave up: the set keeps its changes, with the reason shown on the Dashboard. */
export async function markFailed(db: Db, { orgId, id, error }: { orgId: string; id: string; error: string }) {
  await db.update(changeSets).set({ status: "failed", job_id: null, error }).where(and(eq(changeSets.organization_id, orgId), eq(changeSets.id, id)));
}

export async function setDraftMode(db: Db, { orgId, userId, on }: { orgId: string; userId: string; on: boolean }) {
  await db
    .insert(draftModeChoices)
    .values({ organization_id: orgId, user_id: userId, is_on: on })
    .onConflictDoUpdate({ target: [draftModeChoices.organization_id, draftModeChoices.user_id], set: { is_on: on } });
}

export async function writePublishingRules(db: Db, { orgId, rules }: { orgId: string; rules: PublishingRules }) {
  await db.insert(publishingSettings).values({ organization_id: orgId, ...rules }).onConflictDoUpdate({ target: publishingSettings.organization_id, set: rules });
}

export async function insertPreviewLink(db: Db, { orgId, tokenHash, expiresAt, userId }: { orgId: string; tokenHash: string; expiresAt: Date; userId: string }) {
  const [row] = await db
    .insert(previewLinks)
    .values({ organization_id: orgId, token_hash: tokenHash, expires_at: expiresAt.toISOString(), created_by: userId })
    .returning({ id: previewLinks.id, expires_at: previewLinks.expires_at });
  return row!;
}

/** Revokes a link that still works; false when there is none such. */
export async function revokePreviewLink(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const rows = await db
    .update(previewLinks)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(previewLinks.organization_id, orgId), eq(previewLinks.id, id), isNull(previewLinks.revoked_at)))
    .returning({ id: previewLinks.id });
  return rows.length === 1;
}
