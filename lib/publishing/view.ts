import "server-only";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls, type Db } from "@/lib/db";
import { isEntityName } from "@/lib/editing/entities";
import { entityStore } from "@/lib/editing/mutations";
import { roleAtLeast } from "@/lib/memberships/roles";
import type { Site } from "@/lib/tenancy/site";
import { otherFields, pendingTranslations } from "@/lib/translations/review-view";
import { findCurrentChangeSet, findPublishingRules, isDraftModeOn, listChanges, type Change } from "./queries";

/** The live row a draft changes (null: one the draft creates, or this person may not read; undefined: an unknown entity). */
async function liveRow(db: Db, orgId: string, change: Change): Promise<Record<string, unknown> | null | undefined> {
  if (!isEntityName(change.entity)) return undefined;
  return entityStore(change.entity).find(db, { orgId, id: change.entity_id });
}

/** The live row's values of the fields a draft changes, for "What changed" to show live against draft (null for each when there is no row). */
const liveValues = (change: Change, row: Record<string, unknown> | null | undefined) =>
  row === undefined ? null : Object.fromEntries(Object.keys(change.fields).map((field) => [field, row?.[field] ?? null]));

/**
 * What the edit bar shows of the organisation's current change set (GET /api/change-set): its changes (what,
 * who, when), whether it is scheduled or failed to publish, whether this person is in draft mode and may
 * publish, and the organisation's publishing rules.
 */
export function changeSetView({ user, site }: { user: RequestUser; site: Site }) {
  return withRls(user.claims, async (db) => {
    const changeSet = await findCurrentChangeSet(db, { orgId: site.id });
    const rules = await findPublishingRules(db, { orgId: site.id });
    const draftMode = await isDraftModeOn(db, { orgId: site.id, userId: user.id });
    const changes = changeSet ? await listChanges(db, { changeSetId: changeSet.id }) : [];
    // One query at a time: the transaction holds one connection, which runs them in turn anyway.
    const live: (Record<string, unknown> | null | undefined)[] = [];
    for (const change of changes) live.push(await liveRow(db, site.id, change));
    return {
      id: changeSet?.id ?? null,
      status: changeSet?.status ?? "open",
      publish_at: changeSet?.publish_at ?? null,
      error: changeSet?.error ?? null,
      draft_mode: draftMode,
      may_publish: roleAtLeast(user.role, "admin") || rules.editors_may_publish,
      may_set_rules: roleAtLeast(user.role, "admin"),
      rules,
      changes: changes.map((change, index) => ({
        id: change.id,
        entity: change.entity,
        entity_id: change.entity_id,
        fields: change.fields,
        author: { id: change.author_id, name: change.author_name },
        at: change.updated_at,
        live: liveValues(change, live[index]),
        // Translations are reviewed one by one, grouped by language (issue 42 §4).
        translations: pendingTranslations(change, live[index] ?? null),
        other_fields: otherFields(change),
      })),
    };
  });
}

export type ChangeSetView = Awaited<ReturnType<typeof changeSetView>>;
