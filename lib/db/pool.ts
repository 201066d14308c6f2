import "server-only";
import { Pool } from "pg";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";

const globalForPool = globalThis as typeof globalThis & { __sitePool?: Pool };

/**
 * One pool per process (kept on globalThis so dev reloads reuse it). Connection
 * attempts time out fast so a missing database answers 503 instead of hanging.
 */
export function getPool(): Pool {
  if (!globalForPool.__sitePool) {
    const env = readServerEnv();
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client dropped by the server must not crash the process; the pool replaces it.
    pool.on("error", (error) => logger.error({ err: error }, "database idle client error"));
    // Nor may one dropped while checked out (a database restart mid-request): its query rejects and the
    // request answers 503, but the client's own error event has no listener unless given one here.
    pool.on("connect", (client) => client.on("error", (error) => logger.error({ err: error }, "database client error")));
    globalForPool.__sitePool = pool;
  }
  return globalForPool.__sitePool;
}
