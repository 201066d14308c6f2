import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { editingPresence } from "@/lib/db/schema";
import { PRESENCE_PRUNE_MS } from "./constants";

interface PresenceKey {
  orgId: string;
  userId: string;
  urlPage: string;
}

/**
 * The heartbeat: this person has the page in edit mode, with `section`'s editor open (or none). A renewal keeps
 * `since`. Rows nobody renewed for PRESENCE_PRUNE_MS go first, whoever's they are, this person's own included (a
 * return after that long starts a new `since`).
 */
export async function beatPresence(db: Db, { orgId, userId, urlPage, section, displayName }: PresenceKey & { section: string | null; displayName: string | null }) {
  await db
    .delete(editingPresence)
    .where(and(eq(editingPresence.organization_id, orgId), lt(editingPresence.seen_at, sql`now() - make_interval(secs => ${PRESENCE_PRUNE_MS / 1000})`)));
  const renewed = { section, display_name: displayName, seen_at: sql`now()` };
  await db
    .insert(editingPresence)
    .values({ organization_id: orgId, user_id: userId, url_page: urlPage, section, display_name: displayName })
    .onConflictDoUpdate({ target: [editingPresence.organization_id, editingPresence.user_id, editingPresence.url_page], set: renewed });
}

/** This person left the page (closed the tab, switched edit mode off, went to another page). */
export async function leavePresence(db: Db, { orgId, userId, urlPage }: PresenceKey) {
  await db
    .delete(editingPresence)
    .where(and(eq(editingPresence.organization_id, orgId), eq(editingPresence.user_id, userId), eq(editingPresence.url_page, urlPage)));
}
