import { PGlite, type Transaction } from "@electric-sql/pglite";
import type pg from "pg";

/** What the auth server and the mailbox need from Postgres. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface EmbeddedDb extends Sql {
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

/**
 * Tests hand in a PGlite instance that nothing else uses. The running stack hands in a `pg` pool on its own
 * socket server: PGlite is one session, and a query issued on the instance directly would run inside
 * whatever transaction a wire client has open; the socket server's queue keeps each client's transaction
 * to itself.
 */
export type DatabaseHandle = PGlite | pg.Pool;

export function toEmbeddedDb(handle: DatabaseHandle): EmbeddedDb {
  return handle instanceof PGlite ? fromPglite(handle) : fromPool(handle);
}

function fromPglite(db: PGlite): EmbeddedDb {
  const run = (target: PGlite | Transaction): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      return (await target.query<T>(text, params)).rows;
    },
  });
  return {
    ...run(db),
    transaction: (fn) => db.transaction((tx) => fn(run(tx))),
  };
}

function fromPool(pool: pg.Pool): EmbeddedDb {
  const run = (target: pg.Pool | pg.PoolClient): Sql => ({
    // pg types rows as any[]: the caller names the row shape, as with PGlite.
    async query(text: string, params?: unknown[]) {
      const { rows } = await target.query(text, params);
      return rows;
    },
  });
  return {
    ...run(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(run(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
