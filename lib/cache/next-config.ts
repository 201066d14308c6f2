import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";

/**
 * `next start` keeps the rendered pages with our own handler (`cacheHandler`, lib/cache/page-cache-handler.mjs),
 * which dates a page from its lookup, not from when it is stored: a render that read the content before an
 * edit never outlives the edit. With REDIS_URL set, several instances behind one load balancer share the pages
 * and the "use cache" entries (`cacheHandlers`) through Redis, with their tag times; without it the pages stay
 * in the process and "use cache" is Next's own. `next dev` and `next build` use Next's caches always: a build
 * never writes into a Redis that production instances read.
 * Next imports the handlers itself at run time, as plain Node modules, hence .mjs and absolute paths.
 */
export function sharedCacheConfig(phase: string, env: NodeJS.ProcessEnv = process.env): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  const pages = path.join(process.cwd(), "lib/cache/page-cache-handler.mjs");
  if (!env.REDIS_URL) return { cacheHandler: pages };
  const useCache = path.join(process.cwd(), "lib/cache/use-cache-handler.mjs");
  return { cacheHandler: pages, cacheHandlers: { default: useCache, remote: useCache } };
}
