import "server-only";
import { revalidateTag } from "next/cache";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls, type Db } from "@/lib/db";
import { orgTag, pageTag } from "@/lib/site/tags";
import type { Site } from "@/lib/tenancy/site";
import { changedFields, EDITABLE_ENTITIES, editableFields, type EntityName } from "./entities";
import { insertRevision, lockEntityRow, updateEntityRow, type Row } from "./mutations";
import { latestEntityRevision, type Revision } from "./queries";
import { versionTag } from "./versions";

export const STALE_MESSAGE = "Someone else saved a newer version of this. Your changes are kept: review them and save again.";
export const MISSING_VERSION_MESSAGE = "The request must say which version it changes (If-Match).";

export interface SaveRequest {
  user: RequestUser;
  site: Site;
  entity: EntityName;
  id: string;
  changes: Record<string, unknown>;
  /** The version the editor started from (If-Match); null when the request carried none. */
  ifMatch: number | null;
  /** False only for the endpoints the spec defines without If-Match (PATCH /api/metrics/{id}). */
  versionRequired?: boolean;
  action?: Revision["action"];
  restoredFrom?: number;
}

export interface Saved {
  row: Row;
  revision: Revision | null;
}

function actorName(user: RequestUser): string | null {
  return user.profile?.full_name || user.profile?.username || user.email;
}

/** 412 with the row as it now stands and who changed it last, so the editor can merge. */
async function staleVersion(db: Db, { site, entity, current }: { site: Site; entity: EntityName; current: Row }) {
  const last = await latestEntityRevision(db, { orgId: site.id, entity, entityId: current.id });
  const changedBy = last && { id: last.actor_id, name: last.actor_name, at: last.created_at, fields: last.changed_fields };
  return new ApiError("precondition_failed", STALE_MESSAGE, undefined, { current, changed_by: changedBy });
}

/**
 * The one save path of every editor: in one transaction as the admin (row level security still decides),
 * lock the row, check the version it was edited from, write only the editable fields that differ, and
 * record a revision; then refresh the organisation's cached pages. A save that changes nothing writes
 * nothing and keeps the version.
 */
export async function saveEntity(request: SaveRequest): Promise<Saved> {
  const { user, site, entity, id } = request;
  const saved = await withRls(user.claims, async (db) => {
    const before = await lockEntityRow(db, { entity, orgId: site.id, id });
    if (!before) throw new ApiError("not_found", "Not found.");
    if (request.ifMatch === null && request.versionRequired !== false) throw new ApiError("precondition_required", MISSING_VERSION_MESSAGE);
    if (request.ifMatch !== null && request.ifMatch !== before.version) throw await staleVersion(db, { site, entity, current: before });

    const wanted = editableFields(entity, request.changes);
    const changes = Object.fromEntries(
      changedFields(entity, before, wanted)
        .filter((field) => field in wanted)
        .map((field) => [field, wanted[field]]),
    );
    if (Object.keys(changes).length === 0) return { row: before, revision: null };

    const after = await updateEntityRow(db, { entity, orgId: site.id, id, changes });
    if (!after) throw new ApiError("not_found", "Not found.");
    const revision = await insertRevision(db, {
      organization_id: site.id,
      entity,
      entity_id: id,
      action: request.action ?? "update",
      version: after.version,
      before: JSON.parse(JSON.stringify(before)),
      after: JSON.parse(JSON.stringify(after)),
      changed_fields: Object.keys(changes),
      actor_id: user.id,
      actor_name: actorName(user),
      restored_from: request.restoredFrom,
    });
    return { row: after, revision };
  });
  if (saved.revision) refreshSite(site, entity, saved.row);
  return saved;
}

/** The next request for any page of the organisation renders fresh content. */
function refreshSite(site: Site, entity: EntityName, row: Row) {
  revalidateTag(orgTag(site.id), { expire: 0 });
  const { pageColumn } = EDITABLE_ENTITIES[entity] as { pageColumn?: string };
  const page = pageColumn ? row[pageColumn] : undefined;
  if (typeof page === "string") revalidateTag(pageTag(site.id, page), { expire: 0 });
}

/** A saved row as the API answers it: the row, and its version as the ETag for the next If-Match. */
export function savedResponse({ row, revision }: Saved): Response {
  return Response.json({ ...row, revision_id: revision?.id ?? null }, { headers: { etag: versionTag(row.version) } });
}
