import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";

/** The handlers, as plain Node modules (Next imports them itself at run time, unbundled), by absolute path. */
const handler = (file: string) => path.join(process.cwd(), "lib/cache", file);

/**
 * The cache handlers of `next build` and `next start`, through Next's documented config alone. The build writes
 * them into its config (required-server-files.json, relative to the dist dir) and traces them into the standalone
 * output, so a standalone server caches as `next start` does. Each decides at run time where it keeps entries
 * (lib/cache/process-cache.mjs): Redis with REDIS_URL, else memory, and memory always while the build prerenders.
 * The page handler dates a page from its lookup, not from when it is stored: a render that read the content before
 * an edit never outlives the edit. `next dev` keeps Next's own caches.
 * Next imports a configured `cacheHandler` for every request (it is loaded once; the import call costs a little).
 */
export function cacheConfig(phase: string): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_PRODUCTION_SERVER) return {};
  const useCache = handler("use-cache-handler.mjs");
  return { cacheHandler: handler("page-cache-handler.mjs"), cacheHandlers: { default: useCache, remote: useCache } };
}
