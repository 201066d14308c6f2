import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { expireTags } from "@/lib/cache/expire-tags";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { withRls, type Db } from "@/lib/db";
import { POST_SAVE_LOCKED_MESSAGE } from "@/lib/posts/lock/constants";
import { findForeignLock } from "@/lib/posts/lock/queries";
import { orgTag, pageTag } from "@/lib/site/tags";
import type { Site } from "@/lib/tenancy/site";
import { ADMINS_ONLY_MESSAGE } from "@/lib/api/route";
import { roleAtLeast } from "@/lib/memberships/roles";
import { changedFields, EDITABLE_ENTITIES, editableFields, writerRole, type EditableEntity, type EntityName } from "./entities";
import { entityStore, insertRevision, type NewRevision, type Row } from "./mutations";
import { latestEntityRevision, type Revision } from "./queries";
import { recordDraft, withDraft } from "@/lib/publishing/drafts";
import { findDraft, isDraftModeOn, type Change } from "@/lib/publishing/queries";
import { versionTag } from "./versions";

export const STALE_MESSAGE = "Someone else saved a newer version of this. Your changes are kept: review them and save again.";
export const MISSING_VERSION_MESSAGE = "The request must say which version it changes (If-Match).";

interface Actor {
  user: RequestUser;
  site: Site;
  entity: EntityName;
}

export interface SaveRequest extends Actor {
  id: string;
  changes: Record<string, unknown>;
  /** The version the editor started from (If-Match); null when the request carried none. */
  ifMatch: number | null;
  /** False only for the endpoints the spec defines without If-Match (PATCH /api/metrics/{id}). */
  versionRequired?: boolean;
  action?: Revision["action"];
  restoredFrom?: number;
  /** Writes the live row even when the person is in draft mode (publishing a change set). */
  live?: true;
  /** Writes into the change set even when the person is not in draft mode (translations for review, issue 42). */
  draft?: true;
}

export interface CreateRequest extends Actor {
  /** Editable fields, plus the columns that place the new row (its page, its menu). */
  values: Record<string, unknown>;
  action?: Revision["action"];
  restoredFrom?: number;
}

export interface DeleteRequest extends Actor {
  id: string;
  ifMatch: number | null;
  action?: Revision["action"];
  restoredFrom?: number;
}

export interface Saved {
  row: Row;
  revision: Revision | null;
  /** The save went into the change set: visitors do not see it until it is published. */
  draft?: true;
}

export function actorName(user: RequestUser): string | null {
  return user.profile?.full_name || user.profile?.username || user.email;
}

/** Every write of the save path, whichever route or undo asked for it: an editor changes content only. */
function assertMayWrite({ user, entity }: Actor) {
  if (!roleAtLeast(user.role, writerRole(entity))) throw new ApiError("forbidden", ADMINS_ONLY_MESSAGE);
}

const idOf = (entity: EntityName, row: Row) => String(row[(EDITABLE_ENTITIES[entity] as EditableEntity).idColumn ?? "id"]);

/** 412 with the row as it now stands and who changed it last, so the editor can merge. */
async function staleVersion(db: Db, { site, entity, id, current }: { site: Site; entity: EntityName; id: string; current: Row }) {
  const last = await latestEntityRevision(db, { orgId: site.id, entity, entityId: id });
  const changedBy = last && { id: last.actor_id, name: last.actor_name, at: last.created_at, fields: last.changed_fields };
  return new ApiError("precondition_failed", STALE_MESSAGE, undefined, { current, changed_by: changedBy });
}

/**
 * 423 with the holder while another admin holds the post's edit lease (spec 000 §4), whatever route the write
 * came by (the editor, undo, redo, restore, Global Settings); a save that changes nothing is no write. Read
 * with the lease held until the write's transaction ends, so no takeover lands between the check and the write.
 */
async function refuseForeignLease(db: Db, { user, site, entity, id }: Actor & { id: string }) {
  if (entity !== "post") return;
  const lock = await findForeignLock(db, { orgId: site.id, postId: id, userId: user.id });
  if (lock) throw new ApiError("locked", POST_SAVE_LOCKED_MESSAGE, undefined, { lock });
}

type VersionedRequest = Actor & { id: string; ifMatch: number | null; versionRequired?: boolean };

/** 428 without a version when one is required; 412 when the version named is not `current`'s. */
async function checkVersion(db: Db, request: VersionedRequest, current: Row, draft: Change | null = null) {
  const { site, entity, id } = request;
  if (request.ifMatch === null && request.versionRequired !== false) throw new ApiError("precondition_required", MISSING_VERSION_MESSAGE);
  if (request.ifMatch === null || request.ifMatch === current.version) return;
  if (!draft) throw await staleVersion(db, { site, entity, id, current });
  const changedBy = { id: draft.author_id, name: draft.author_name, at: draft.updated_at, fields: Object.keys(draft.fields) };
  throw new ApiError("precondition_failed", STALE_MESSAGE, undefined, { current, changed_by: changedBy });
}

/** The row, locked (404 when gone). */
async function lockRow(db: Db, { site, entity, id }: Actor & { id: string }) {
  const row = await entityStore(entity).lock(db, { orgId: site.id, id });
  if (!row) throw new ApiError("not_found", "Not found.");
  return row;
}

/** The row, locked, at the version the request names (428 without one when required, 412 when stale). */
async function lockAtVersion(db: Db, request: VersionedRequest) {
  const before = await lockRow(db, request);
  await checkVersion(db, request, before);
  return before;
}

/** An editor's save while its author is in draft mode: it goes into the change set, not to the live row. */
const draftable = (request: SaveRequest) => !request.live && (request.action ?? "update") === "update";

const snapshot = (row: Row | null) => (row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null);

function record(db: Db, request: Actor & { action: Revision["action"]; restoredFrom?: number }, change: Pick<NewRevision, "entity_id" | "version" | "changed_fields"> & { before: Row | null; after: Row | null }) {
  return insertRevision(db, {
    organization_id: request.site.id,
    entity: request.entity,
    entity_id: change.entity_id,
    action: request.action,
    version: change.version,
    before: snapshot(change.before),
    after: snapshot(change.after),
    changed_fields: change.changed_fields,
    actor_id: request.user.id,
    actor_name: actorName(request.user),
    restored_from: request.restoredFrom,
  });
}

/**
 * The one save path of every editor: in one transaction as the admin (row level security still decides),
 * lock the row, check the version it was edited from, write only the editable fields that differ, and
 * record a revision; then refresh the organisation's cached pages. A save that changes nothing writes
 * nothing and keeps the version.
 */
export async function saveEntity(request: SaveRequest): Promise<Saved> {
  const saved = await withRls(request.user.claims, (db) => saveIn(db, request));
  if (saved.revision) await refreshSite(request.site, request.entity, saved.row);
  return saved;
}

/** saveEntity's work inside a transaction the caller holds (several saves that must land together). */
export async function saveIn(db: Db, request: SaveRequest): Promise<Saved> {
  assertMayWrite(request);
  const { site, entity, id, user } = request;
  if (draftable(request) && (request.draft || (await isDraftModeOn(db, { orgId: site.id, userId: user.id })))) return saveDraftIn(db, request);
  const before = await lockAtVersion(db, request);
  const wanted = editableFields(entity, request.changes);
  const changes = Object.fromEntries(
    changedFields(entity, before, wanted)
      .filter((field) => field in wanted)
      .map((field) => [field, wanted[field]]),
  );
  if (Object.keys(changes).length === 0) return { row: before, revision: null };
  await refuseForeignLease(db, request);

  const after = await entityStore(entity).update(db, { orgId: site.id, id, changes });
  if (!after) throw new ApiError("not_found", "Not found.");
  const action = request.action ?? "update";
  const revision = await record(db, { ...request, action }, { entity_id: id, version: after.version, changed_fields: Object.keys(changes), before, after });
  return { row: after, revision };
}

/**
 * The draft branch of the save path: the same version rules against the row as draft mode shows it (the live row
 * with this organisation's draft over it), the same post lease, and the change set instead of the live row.
 */
async function saveDraftIn(db: Db, request: SaveRequest): Promise<Saved> {
  const { site, entity, id, user } = request;
  const live = await lockRow(db, request);
  const draft = await findDraft(db, { orgId: site.id, entity, entityId: id, lock: true });
  const current = withDraft(live, draft);
  await checkVersion(db, request, current, draft);
  const wanted = editableFields(entity, request.changes);
  const changes = Object.fromEntries(changedFields(entity, current, wanted).filter((field) => field in wanted).map((field) => [field, wanted[field]]));
  if (Object.keys(changes).length === 0) return { row: current, revision: null, draft: true };
  await refuseForeignLease(db, request);
  const row = await recordDraft(db, { orgId: site.id, entity, id, author: { id: user.id, name: actorName(user) }, live, draft, changes });
  return { row, revision: null, draft: true };
}

/** A new row of the organisation (RLS: its admins), with a "create" revision that undo can take back. */
export async function createEntity(request: CreateRequest): Promise<Saved> {
  const saved = await withRls(request.user.claims, (db) => createIn(db, request));
  await refreshSite(request.site, request.entity, saved.row);
  return saved;
}

/** createEntity's work inside a transaction the caller holds. */
export async function createIn(db: Db, request: CreateRequest): Promise<Saved> {
  assertMayWrite(request);
  const { site, entity } = request;
  const row = await entityStore(entity).insert(db, { orgId: site.id, values: request.values });
  const fields = Object.keys(editableFields(entity, request.values));
  const action = request.action ?? "create";
  const revision = await record(db, { ...request, action }, { entity_id: idOf(entity, row), version: row.version, changed_fields: fields, before: null, after: row });
  return { row, revision };
}

/** Deletes a row from the version the admin saw (If-Match required), keeping all of it in the revision. */
export async function deleteEntity(request: DeleteRequest): Promise<Saved> {
  const saved = await withRls(request.user.claims, (db) => deleteIn(db, request));
  await refreshSite(request.site, request.entity, saved.row);
  return saved;
}

/** deleteEntity's work inside a transaction the caller holds. */
export async function deleteIn(db: Db, request: DeleteRequest): Promise<Saved> {
  assertMayWrite(request);
  const { site, entity, id } = request;
  const before = await lockAtVersion(db, request);
  await refuseForeignLease(db, request);
  if (!(await entityStore(entity).remove(db, { orgId: site.id, id }))) throw new ApiError("not_found", "Not found.");
  const action = request.action ?? "delete";
  const revision = await record(db, { ...request, action }, { entity_id: id, version: null, changed_fields: [], before, after: null });
  return { row: before, revision };
}

/** The cache tags a saved row's content is under: the organisation's, and its page's when it has one. */
export function savedTags(site: Site, entity: EntityName, row: Row): string[] {
  const { pageColumn } = EDITABLE_ENTITIES[entity] as EditableEntity;
  const page = pageColumn ? row[pageColumn] : undefined;
  return typeof page === "string" ? [orgTag(site.id), pageTag(site.id, page)] : [orgTag(site.id)];
}

/**
 * The next request for any page of the organisation, on any instance, renders fresh content. Settings also hold the
 * site's languages, which the API's host lookup keeps for a minute: it looks the host up again.
 */
export function refreshSite(site: Site, entity: EntityName, row: Row): Promise<void> {
  if (entity === "settings") return forgetHosts(site.id);
  return expireTags(savedTags(site, entity, row));
}

/** A deleted row's answer: what it was, and the revision that can bring it back. */
export function deletedResponse({ row, revision }: Saved): Response {
  return Response.json({ deleted: row, revision_id: revision?.id ?? null });
}

/** A saved row as the API answers it: the row, and its version as the ETag for the next If-Match. */
export function savedResponse({ row, revision, draft }: Saved): Response {
  return Response.json({ ...row, revision_id: revision?.id ?? null, ...(draft && { draft }) }, { headers: { etag: versionTag(row.version) } });
}
