import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/** Counts one hit against `key`; false once more than `limit` hits fall in the window. */
export async function takeRateLimit(db: Db, { key, limit, windowSeconds }: { key: string; limit: number; windowSeconds: number }) {
  const result = await db.execute<{ allowed: boolean }>(
    sql`select private.take_rate_limit(${key}, ${limit}, ${windowSeconds}) as allowed`,
  );
  return result.rows[0]?.allowed === true;
}
