import "server-only";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { roleAtLeast } from "@/lib/memberships/roles";
import type { Site } from "@/lib/tenancy/site";
import { findCurrentChangeSet, findPublishingRules, isDraftModeOn, listChanges } from "./queries";

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
    return {
      id: changeSet?.id ?? null,
      status: changeSet?.status ?? "open",
      publish_at: changeSet?.publish_at ?? null,
      error: changeSet?.error ?? null,
      draft_mode: draftMode,
      may_publish: roleAtLeast(user.role, "admin") || rules.editors_may_publish,
      may_set_rules: roleAtLeast(user.role, "admin"),
      rules,
      changes: changes.map((change) => ({
        id: change.id,
        entity: change.entity,
        entity_id: change.entity_id,
        fields: change.fields,
        author: { id: change.author_id, name: change.author_name },
        at: change.updated_at,
      })),
    };
  });
}

export type ChangeSetView = Awaited<ReturnType<typeof changeSetView>>;
