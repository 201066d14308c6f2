// Which cache this process keeps, decided when Next.js loads a handler (next.config.ts names both for
// `next build` and `next start`, and the standalone server reads them from the build): Redis with REDIS_URL, so
// that several instances share pages, "use cache" entries and tag times; else this process's memory. Never Redis
// while `next build` prerenders: a build must not write into the Redis that production instances read.
import { isNextBuild } from "../next-internals/build-phase.mjs";
import { createLocalTags } from "./local-page-cache.mjs";
import { PROCESS_PAGE_TAGS_KEY } from "./process-cache-key.mjs";
import { processSharedCache } from "./shared-cache.mjs";

/** Whether this process shares its caches through Redis. */
export function sharesThroughRedis(env = process.env) {
  return Boolean(env.REDIS_URL) && !isNextBuild(env);
}

/**
 * The process's tag times, one for both handlers (a revalidation reaches pages and "use cache" entries alike):
 * the shared manifest in Redis, or this process's own. expire-tags.ts finds them under PROCESS_PAGE_TAGS_KEY.
 */
export function processTags() {
  globalThis[PROCESS_PAGE_TAGS_KEY] ??= sharesThroughRedis() ? processSharedCache().tags : createLocalTags();
  return globalThis[PROCESS_PAGE_TAGS_KEY];
}
