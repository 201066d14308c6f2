import "server-only";
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";
import { ANALYTICS_SALT_TTL_SECONDS } from "../constants";

// The visitor hash's salt: 32 random bytes per UTC day, in this process's memory and, with REDIS_URL, in Redis for
// 48 hours so that every instance hashes a visitor alike. Never written to Postgres, never logged; the day after,
// nobody holds it any more and yesterday's hashes name nobody.

/** Where instances agree on a day's salt: the first one stored wins. Null when the store cannot answer. */
export interface SaltStore {
  claim(key: string, candidate: string, ttlSeconds: number): Promise<string | null>;
}

/** The UTC day of `now`, as the salt's key names it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Keeps one day's salt at a time: asked for another day, it forgets the one it held. */
export function createSaltKeeper({ store = null, random = () => randomBytes(32).toString("hex") }: { store?: SaltStore | null; random?: () => string } = {}) {
  let held: { day: string; salt: Promise<string> } | null = null;

  async function agree(day: string): Promise<string> {
    const candidate = random();
    if (!store) return candidate;
    // Redis down: this instance counts with its own salt today (its visitors may be counted twice across instances).
    const shared = await store.claim(`analytics:salt:${day}`, candidate, ANALYTICS_SALT_TTL_SECONDS).catch(() => null);
    return shared ?? candidate;
  }

  return {
    saltFor(now = new Date()): Promise<string> {
      const day = utcDay(now);
      if (held?.day !== day) held = { day, salt: agree(day) };
      return held.salt;
    },
    /** The day whose salt is held (tests check that an old day is forgotten). */
    get heldDay(): string | null {
      return held?.day ?? null;
    },
  };
}
export type SaltKeeper = ReturnType<typeof createSaltKeeper>;

const TIMEOUT_MS = 500;

/**
 * The salt's Redis: a client of its own, made on the first day's first view and asked once a day per process. It
 * fails fast (no offline queue, 500 ms) so that a page view never waits long on it.
 */
export function redisSaltStore(url: string): SaltStore {
  let client: ReturnType<typeof createClient> | null = null;
  return {
    async claim(key, candidate, ttlSeconds) {
      try {
        if (!client) {
          client = createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: TIMEOUT_MS }, socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: false } });
          client.on("error", (error: unknown) => logger.warn({ err: error }, "analytics salt: Redis unreachable"));
          await client.connect();
          client.unref();
        }
        await client.set(key, candidate, { condition: "NX", expiration: { type: "EX", value: ttlSeconds } });
        return await client.get(key);
      } catch (error) {
        logger.warn({ err: error }, "analytics salt: Redis did not answer, counting with this instance's salt");
        // Tomorrow's first view connects afresh rather than through a client that may be retrying forever.
        client?.destroy();
        client = null;
        return null;
      }
    },
  };
}

const globalForSalt = globalThis as typeof globalThis & { __analyticsSalt?: SaltKeeper };

/** This process's salt keeper (on globalThis, so dev reloads keep one salt a day). */
export function processSaltKeeper(): SaltKeeper {
  // The environment is parsed once, not on every page view.
  if (!globalForSalt.__analyticsSalt) {
    const url = readServerEnv().REDIS_URL;
    globalForSalt.__analyticsSalt = createSaltKeeper({ store: url ? redisSaltStore(url) : null });
  }
  return globalForSalt.__analyticsSalt;
}
