import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/** Whether the session of the claims in force still exists (logout deletes it; the token lives on until it expires). */
export async function isSessionLive(db: Db): Promise<boolean> {
  const result = await db.execute<{ live: boolean }>(sql`select private.session_is_live() as live`);
  return result.rows[0]?.live === true;
}
