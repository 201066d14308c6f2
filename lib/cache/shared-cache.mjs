// What both Redis cache handlers of one Next.js process share: the connection, the tag times and the
// entries' key prefix. Entries are per build (`sitebuilder:cache:{build id}:…`): an instance never reads
// what another build rendered, however long Redis keeps it. Tag times are shared by every build (see
// tag-manifest.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheLog } from "./cache-log.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";
import { PROCESS_CACHE_KEY } from "./process-cache-key.mjs";
import { createRedisConnection } from "./redis-connection.mjs";
import { createTagManifest } from "./tag-manifest.mjs";

export const ENTRY_PREFIX = "sitebuilder:cache:";
/** Redis keeps an entry at most this long, whatever its cache life says (a "max" life never expires). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The build being served, or undefined when there is none: in NEXT_DIST_DIR (as next.config.ts reads it; the
 * self-hosted server sets it to its build's), else in .next, under the folder the server runs in (the project for
 * `next start`, the standalone folder for server/main.ts, which moves there as it starts). No scan of that folder:
 * the build's file tracing would read it as "anything in the project" and copy it all into the standalone output.
 */
export function currentBuildId(env = process.env, root = process.cwd()) {
  try {
    return readFileSync(/* turbopackIgnore: true */ path.join(root, env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Seconds Redis should keep an entry that may be served for `expire` seconds. */
export function ttlSeconds(expire) {
  if (typeof expire !== "number" || !Number.isFinite(expire) || expire <= 0) return MAX_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.ceil(expire));
}

export function createSharedCache({ url, buildId, log = cacheLog }) {
  const connection = createRedisConnection({ url, log });
  const key = (kind, cacheKey) => `${ENTRY_PREFIX}${buildId}:${kind}:${cacheKey}`;
  return {
    connection,
    tags: createTagManifest(connection, { keepMs: MAX_TTL_SECONDS * 1000 }),
    buildId,
    /** The Redis key of an entry: `kind` separates the "use cache" entries from the pages. */
    key,
    /** The entries of one kind, as the handlers' stores read and write them (entry-codec.mjs). */
    entries(kind) {
      return {
        async read(cacheKey) {
          const bytes = await connection.run((client) => client.get(key(kind, cacheKey)), null);
          return bytes ? decodeEntry(bytes) : undefined;
        },
        write(cacheKey, stored, seconds) {
          return connection.run((client) => client.set(key(kind, cacheKey), encodeEntry(stored), { EX: seconds }), undefined);
        },
      };
    },
  };
}

/**
 * This process's shared cache (REDIS_URL, the served build), made when Next.js loads the handlers at
 * startup; it connects then, in the background, so that the first request does not wait for it.
 */
export function processSharedCache() {
  if (!globalThis[PROCESS_CACHE_KEY]) {
    let buildId = currentBuildId();
    if (buildId === undefined) {
      cacheLog.warn(`no build found in ${process.cwd()} (NEXT_DIST_DIR=${process.env.NEXT_DIST_DIR ?? ""}): the shared cache cannot keep this build's entries apart from another's`);
      buildId = "unknown-build";
    }
    globalThis[PROCESS_CACHE_KEY] = createSharedCache({ url: process.env.REDIS_URL ?? "", buildId });
    globalThis[PROCESS_CACHE_KEY].connection.warm();
  }
  return globalThis[PROCESS_CACHE_KEY];
}
