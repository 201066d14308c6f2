import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";

/**
 * Several instances behind one load balancer share Next's caches through Redis: with REDIS_URL set,
 * `next start` keeps the rendered pages (`cacheHandler`) and the "use cache" entries (`cacheHandlers`) in
 * Redis, with their tag times (lib/cache/*.mjs). Without it, and in `next dev` and `next build` always,
 * Next's own in-process caches: a build never writes into a Redis that production instances read.
 * Next imports the handlers itself at run time, as plain Node modules, hence .mjs and absolute paths.
 */
export function sharedCacheConfig(phase: string, env: NodeJS.ProcessEnv = process.env): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (!env.REDIS_URL || phase !== PHASE_PRODUCTION_SERVER) return {};
  const useCache = path.join(process.cwd(), "lib/cache/use-cache-handler.mjs");
  return {
    cacheHandler: path.join(process.cwd(), "lib/cache/page-cache-handler.mjs"),
    cacheHandlers: { default: useCache, remote: useCache },
  };
}
