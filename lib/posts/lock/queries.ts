import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { PostLock } from "./schemas";

export interface LockTarget {
  orgId: string;
  postId: string;
}

const iso = (column: string) => sql.raw(`to_char(l.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The post's live lease with its holder's name (profile name, else username, else email), or null when there
 * is none or it has expired. `share` holds it until the transaction ends, so no takeover lands mid-save.
 */
export async function findLiveLock(db: Db, { orgId, postId }: LockTarget, { share = false } = {}): Promise<PostLock | null> {
  const { rows } = await db.execute<PostLock>(
    sql`select l.holder_id, coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.username), ''), p.email, '') as holder_name,
          ${iso("since")} as since, ${iso("expires_at")} as expires_at
        from post_locks l left join profiles p on p.id = l.holder_id
        where l.organization_id = ${orgId} and l.post_id = ${postId} and l.expires_at > now()
        ${share ? sql`for share of l` : sql``}`,
  );
  return rows[0] ?? null;
}

/** The live lease when someone other than `userId` holds it: what refuses their saves (423). */
export async function findForeignLock(db: Db, target: LockTarget & { userId: string }): Promise<PostLock | null> {
  const lock = await findLiveLock(db, target, { share: true });
  return lock && lock.holder_id !== target.userId ? lock : null;
}
