import "server-only";
import type { PoolClient } from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { getPool } from "./pool";
import { DatabaseUnavailableError, isConnectionError } from "./errors";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

/** The JWT claims Postgres sees as `auth.jwt()`; `role` becomes the transaction's role. */
export type Claims =
  | { role: "anon" }
  | { role: "authenticated"; sub: string; email?: string; aud?: string; session_id?: string };

async function connect(): Promise<PoolClient> {
  try {
    return await getPool().connect();
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

/**
 * Runs `fn` in a transaction as the claims' role with `request.jwt.claims` set, exactly as
 * PostgREST does on Supabase, so row level security decides what is visible. Both settings are
 * transaction-local and vanish on commit or rollback.
 */
export async function withRls<T>(claims: Claims, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = await connect();
  let broken = false;
  try {
    await client.query("begin");
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
    const result = await fn(drizzle(client, { schema }));
    await client.query("commit");
    return result;
  } catch (error) {
    broken = isConnectionError(error);
    if (!broken) await client.query("rollback").catch(() => undefined);
    throw broken ? new DatabaseUnavailableError(error) : error;
  } finally {
    // A broken connection is destroyed rather than returned to the pool.
    client.release(broken);
  }
}

/** Reads as a signed-out visitor: only what organisations publish. */
export function asAnon<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  return withRls({ role: "anon" }, fn);
}

export { DatabaseUnavailableError, isConnectionError } from "./errors";
