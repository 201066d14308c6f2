import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import type { Site } from "@/lib/tenancy/site";
import { EDITABLE_ENTITIES, type EditableEntity, type EntityName, isEntityName } from "./entities";
import { findRevision, type Revision } from "./queries";
import { createEntity, deleteEntity, saveEntity, type Saved } from "./save";

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

/** A deleted row as it goes back in: the same id and content, at a version no open editor holds. */
function reinsertValues(entity: EntityName, before: Record<string, unknown>) {
  const generated: readonly string[] = (EDITABLE_ENTITIES[entity] as EditableEntity).generatedColumns ?? [];
  const values = Object.fromEntries(Object.entries(before).filter(([column]) => column !== "organization_id" && !generated.includes(column)));
  return { ...values, version: Number(before.version) + 1 };
}

/**
 * Undo (or, for an undo, redo) one revision: what it created is deleted, what it deleted comes back, and
 * the fields it changed go back to what they were. Only from the version that revision left: otherwise
 * someone changed the entity since (412).
 */
export async function revertRevision(request: RestoreRequest & { action: "undo" | "redo" }): Promise<Saved> {
  const revision = await loadRevision(request);
  const { user, site } = request;
  const entity = revision.entity as EntityName;
  const common = { user, site, entity, action: request.action, restoredFrom: revision.id };
  if (!revision.before) {
    if (revision.version === null) throw new ApiError("conflict", "This change cannot be undone.");
    return deleteEntity({ ...common, id: revision.entity_id, ifMatch: revision.version });
  }
  if (!revision.after) return createEntity({ ...common, values: reinsertValues(entity, revision.before) });
  if (revision.version === null) throw new ApiError("conflict", "This change cannot be undone.");
  return saveEntity({
    ...common,
    id: revision.entity_id,
    changes: pick(revision.before, revision.changed_fields),
    ifMatch: revision.version,
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
