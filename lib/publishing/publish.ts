import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { expireTags } from "@/lib/cache/expire-tags";
import { withRls, type Db } from "@/lib/db";
import { entityStore } from "@/lib/editing/mutations";
import { latestEntityRevision } from "@/lib/editing/queries";
import { isEntityName } from "@/lib/editing/entities";
import { saveIn, savedTags } from "@/lib/editing/save";
import { roleAtLeast } from "@/lib/memberships/roles";
import type { Site } from "@/lib/tenancy/site";
import { CHECK_FAILED_MESSAGE } from "./check/constants";
import { checkChangeSet } from "./check/load";
import { hasErrors } from "./check/run";
import { NOTHING_TO_PUBLISH_MESSAGE, PUBLISH_CONFLICT_MESSAGE, PUBLISH_FORBIDDEN_MESSAGE } from "./constants";
import { closeChangeSet } from "./mutations";
import { findCurrentChangeSet, findPublishingRules, listChanges, type Change } from "./queries";

interface Publisher {
  user: RequestUser;
  site: Site;
}

/** Admins publish; editors only where the organisation allows it (a setting, off by default). */
export async function assertMayPublish(db: Db, { user, site }: Publisher) {
  if (roleAtLeast(user.role, "admin")) return;
  if (roleAtLeast(user.role, "editor") && (await findPublishingRules(db, { orgId: site.id })).editors_may_publish) return;
  throw new ApiError("forbidden", PUBLISH_FORBIDDEN_MESSAGE);
}

/** An admin's reason to publish a change set over the errors its check finds. */
export interface Override {
  reason: string;
}

/**
 * The check before publishing: a change set whose check finds an error (a broken internal link) goes live only
 * with an admin's reason; otherwise 409 check_failed with the findings. Answers the reason to record: null when
 * there was nothing to override.
 */
export async function assertCheckPasses(db: Db, { user, site, changes, override }: Publisher & { changes: readonly Change[]; override?: Override }): Promise<string | null> {
  const findings = await checkChangeSet(db, { site, changes });
  if (!hasErrors(findings)) return null;
  if (override && roleAtLeast(user.role, "admin")) return override.reason;
  throw new ApiError("check_failed", CHECK_FAILED_MESSAGE, undefined, { findings });
}

/** A change whose live row moved on (or went) since its draft was made: publishing it would overwrite unseen work. */
async function conflictOf(db: Db, site: Site, change: Change) {
  if (!isEntityName(change.entity)) return { change_id: change.id, entity: change.entity, entity_id: change.entity_id, current: null, changed_by: null };
  const live = await entityStore(change.entity).lock(db, { orgId: site.id, id: change.entity_id });
  if (live && live.version === change.base_version) return null;
  const last = live && (await latestEntityRevision(db, { orgId: site.id, entity: change.entity, entityId: change.entity_id }));
  return {
    change_id: change.id,
    entity: change.entity,
    entity_id: change.entity_id,
    current: live,
    fields: change.fields,
    changed_by: last ? { id: last.actor_id, name: last.actor_name, at: last.created_at, fields: last.changed_fields } : null,
  };
}

/**
 * Publishes the organisation's current change set in one transaction through the save path (one revision per
 * row, the same rights and post leases), then expires the tags concerned once. A change whose row moved on
 * since its draft refuses the whole set with 412 and the conflicts; nothing is written then, and the set stays
 * as it was. A set whose check finds errors is refused with 409 unless an admin overrides them with a reason,
 * recorded with the set. Answers how many rows went live.
 */
export async function publishChangeSet(publisher: Publisher, override?: Override): Promise<{ published: number }> {
  const { user, site } = publisher;
  const { published, tags } = await withRls(user.claims, async (db) => {
    await assertMayPublish(db, publisher);
    const changeSet = await findCurrentChangeSet(db, { orgId: site.id, lock: true });
    const changes = changeSet ? await listChanges(db, { changeSetId: changeSet.id }) : [];
    if (!changeSet || changes.length === 0) throw new ApiError("conflict", NOTHING_TO_PUBLISH_MESSAGE);
    // One query at a time: the transaction holds one connection.
    const conflicts: NonNullable<Awaited<ReturnType<typeof conflictOf>>>[] = [];
    for (const change of changes) {
      const conflict = await conflictOf(db, site, change);
      if (conflict !== null) conflicts.push(conflict);
    }
    if (conflicts.length > 0) throw new ApiError("precondition_failed", PUBLISH_CONFLICT_MESSAGE, undefined, { conflicts });
    const overrideReason = await assertCheckPasses(db, { ...publisher, changes, override });

    const tags = new Set<string>();
    for (const change of changes) {
      if (!isEntityName(change.entity)) continue;
      const saved = await saveIn(db, { user, site, entity: change.entity, id: change.entity_id, changes: change.fields, ifMatch: change.base_version, live: true });
      for (const tag of savedTags(site, change.entity, saved.row)) tags.add(tag);
    }
    await closeChangeSet(db, { orgId: site.id, id: changeSet.id, status: "published", publishedAt: true, overrideReason });
    return { published: changes.length, tags: [...tags] };
  });
  await expireTags(tags);
  return { published };
}
