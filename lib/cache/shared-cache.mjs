// What both Redis cache handlers of one Next.js process share: the connection, the tag times and the
// entries' key prefix. Entries are per build (`sitebuilder:cache:{build id}:…`): an instance never reads
// what another build rendered, however long Redis keeps it. Tag times are shared by every build (see
// tag-manifest.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROCESS_CACHE_KEY } from "./process-cache-key.mjs";
import { createRedisConnection } from "./redis-connection.mjs";
import { createTagManifest } from "./tag-manifest.mjs";

export const ENTRY_PREFIX = "sitebuilder:cache:";
/** Redis keeps an entry at most this long, whatever its cache life says (a "max" life never expires). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The build being served: `next start` runs in the project folder, with the build in NEXT_DIST_DIR. */
function currentBuildId() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  try {
    return readFileSync(path.join(process.cwd(), distDir, "BUILD_ID"), "utf8").trim();
  } catch {
    return "unknown-build";
  }
}

/** Seconds Redis should keep an entry that may be served for `expire` seconds. */
export function ttlSeconds(expire) {
  if (typeof expire !== "number" || !Number.isFinite(expire) || expire <= 0) return MAX_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.ceil(expire));
}

export function createSharedCache({ url, buildId, log = console }) {
  const connection = createRedisConnection({ url, log });
  return {
    connection,
    tags: createTagManifest(connection, { keepMs: MAX_TTL_SECONDS * 1000 }),
    buildId,
    /** The Redis key of an entry: `kind` separates the "use cache" entries from the pages. */
    key: (kind, cacheKey) => `${ENTRY_PREFIX}${buildId}:${kind}:${cacheKey}`,
  };
}

/**
 * This process's shared cache (REDIS_URL, the served build), made when Next.js loads the handlers at
 * startup; it connects then, in the background, so that the first request does not wait for it.
 */
export function processSharedCache() {
  if (!globalThis[PROCESS_CACHE_KEY]) {
    globalThis[PROCESS_CACHE_KEY] = createSharedCache({ url: process.env.REDIS_URL ?? "", buildId: currentBuildId() });
    globalThis[PROCESS_CACHE_KEY].connection.warm();
  }
  return globalThis[PROCESS_CACHE_KEY];
}
