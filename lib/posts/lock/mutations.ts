import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { POST_LOCK_MINUTES } from "./constants";
import { findLiveLock, type LockTarget } from "./queries";
import type { PostLock } from "./schemas";

/**
 * Takes or renews the lease for POST_LOCK_MINUTES from now, in one statement so two admins opening the post
 * at once cannot both get it. The holder's renewal keeps `since`; a free, expired or (with `takeover`) someone
 * else's lease becomes the caller's from now. Answers the lease it now holds, or the other admin's live one.
 */
export async function takeLock(
  db: Db,
  { orgId, postId, userId, takeover }: LockTarget & { userId: string; takeover: boolean },
): Promise<{ taken: PostLock } | { heldBy: PostLock }> {
  const { rows } = await db.execute(
    sql`insert into post_locks as l (post_id, organization_id, holder_id, since, expires_at)
        values (${postId}, ${orgId}, ${userId}, now(), now() + make_interval(mins => ${POST_LOCK_MINUTES}))
        on conflict (post_id) do update set
          holder_id = excluded.holder_id,
          since = case when l.holder_id = excluded.holder_id and l.expires_at > now() then l.since else excluded.since end,
          expires_at = excluded.expires_at
        where l.holder_id = excluded.holder_id or l.expires_at <= now() or ${takeover}
        returning 1`,
  );
  const lock = await findLiveLock(db, { orgId, postId });
  // Read in the same transaction as the write, so the lease read back is the one just written or refused by.
  if (!lock) throw new Error("post lock vanished within its own transaction");
  return rows.length > 0 ? { taken: lock } : { heldBy: lock };
}

/** Ends the caller's own lease; someone else's stays. */
export async function releaseLock(db: Db, { orgId, postId, userId }: LockTarget & { userId: string }): Promise<void> {
  await db.execute(sql`delete from post_locks where organization_id = ${orgId} and post_id = ${postId} and holder_id = ${userId}`);
}
