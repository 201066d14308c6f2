import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import type { Site } from "@/lib/tenancy/site";
import { isEntityName } from "./entities";
import { findRevision, type Revision } from "./queries";
import { saveEntity, type Saved } from "./save";

interface RestoreRequest {
  user: RequestUser;
  site: Site;
  revisionId: number;
}

async function loadRevision({ user, site, revisionId }: RestoreRequest): Promise<Revision & { entity: string }> {
  const revision = await withRls(user.claims, (db) => findRevision(db, { orgId: site.id, id: revisionId }));
  if (!revision || !isEntityName(revision.entity)) throw new ApiError("not_found", "Not found.");
  return revision;
}

const pick = (values: Record<string, unknown> | null, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => values && field in values).map((field) => [field, values?.[field]]));

/**
 * Undo (or, for an undo, redo) one revision: its fields go back to what they were before it, provided the
 * entity is still at the version that revision left (otherwise someone changed it since: 412).
 */
export async function revertRevision(request: RestoreRequest & { action: "undo" | "redo" }): Promise<Saved> {
  const revision = await loadRevision(request);
  if (!revision.before || revision.version === null) throw new ApiError("conflict", "This change cannot be undone.");
  if (!isEntityName(revision.entity)) throw new ApiError("not_found", "Not found.");
  return saveEntity({
    user: request.user,
    site: request.site,
    entity: revision.entity,
    id: revision.entity_id,
    changes: pick(revision.before, revision.changed_fields),
    ifMatch: revision.version,
    action: request.action,
    restoredFrom: revision.id,
  });
}

/** History's Restore: the entity takes the state a revision left, from the version the admin is looking at. */
export async function restoreRevision(request: RestoreRequest & { ifMatch: number | null }): Promise<Saved> {
  const revision = await loadRevision(request);
  if (!revision.after || !isEntityName(revision.entity)) throw new ApiError("conflict", "This version cannot be restored.");
  return saveEntity({
    user: request.user,
    site: request.site,
    entity: revision.entity,
    id: revision.entity_id,
    changes: revision.after,
    ifMatch: request.ifMatch,
    action: "restore",
    restoredFrom: revision.id,
  });
}
