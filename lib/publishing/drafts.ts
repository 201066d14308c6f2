import "server-only";
import type { Db } from "@/lib/db";
import { changedFields, type EntityName } from "@/lib/editing/entities";
import type { Row } from "@/lib/editing/table-store";
import { deleteChange, openChangeSet, writeDraft } from "./mutations";
import type { Change } from "./queries";

/** The row as the people in draft mode see it: the live row with the draft's fields over it, at the draft's version. */
export function withDraft(live: Row, draft: Change | null): Row {
  return draft ? { ...live, ...draft.fields, version: draft.version } : live;
}

interface DraftSave {
  orgId: string;
  entity: EntityName;
  id: string;
  author: { id: string; name: string | null };
  live: Row;
  draft: Change | null;
  /** The editable fields that differ from the draft-mode view of the row. */
  changes: Record<string, unknown>;
}

/**
 * Puts a save into the organisation's current change set (opened if need be): the draft keeps only the fields
 * that differ from the live row, and is dropped when none does. The draft's version continues the row's, so
 * the editor's next If-Match names it. Answers the row as draft mode now shows it.
 */
export async function recordDraft(db: Db, { orgId, entity, id, author, live, draft, changes }: DraftSave): Promise<Row> {
  const wanted = { ...draft?.fields, ...changes };
  const fields = Object.fromEntries(changedFields(entity, live, { ...live, ...wanted }).map((field) => [field, wanted[field]]));
  const version = (draft?.version ?? live.version) + 1;
  if (Object.keys(fields).length === 0) {
    // Back to the live row's values: nothing left to publish.
    if (draft) await deleteChange(db, { orgId, id: draft.id });
    return live;
  }
  const changeSet = await openChangeSet(db, { orgId, userId: author.id });
  const saved = await writeDraft(db, {
    orgId,
    changeSetId: changeSet.id,
    entity,
    entityId: id,
    fields,
    baseVersion: draft?.base_version ?? live.version,
    version,
    authorId: author.id,
    authorName: author.name,
  });
  return withDraft(live, saved);
}
