import "server-only";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { editingPresence } from "@/lib/db/schema";
import { PRESENCE_TTL_MS } from "./constants";
import { initialsOf } from "./initials";
import type { PresencePerson } from "./schemas";

/** The others with the page in edit mode, seen within PRESENCE_TTL_MS, longest there first. */
export async function listPresence(db: Db, { orgId, urlPage, exceptUserId }: { orgId: string; urlPage: string; exceptUserId: string }): Promise<PresencePerson[]> {
  const rows = await db
    .select({ user_id: editingPresence.user_id, name: editingPresence.display_name, since: editingPresence.since, section: editingPresence.section })
    .from(editingPresence)
    .where(
      and(
        eq(editingPresence.organization_id, orgId),
        eq(editingPresence.url_page, urlPage),
        ne(editingPresence.user_id, exceptUserId),
        gt(editingPresence.seen_at, sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`),
      ),
    )
    .orderBy(asc(editingPresence.since), asc(editingPresence.user_id));
  return rows.map((row) => ({ ...row, initials: initialsOf(row.name), since: new Date(row.since).toISOString() }));
}
