import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";

/**
 * Where Next.js looks for the page cache's handler class when next.config has no `cacheHandler`
 * (`IncrementalCache`, next/dist/server/lib/incremental-cache). A configured `cacheHandler` is imported
 * anew for every request, twice (by the server and by the page's route module): about 90 µs of a cached
 * page's CPU (`npm run bench:server`). Handed over here, the class is imported once, when the server starts.
 */
const NEXT_CACHE_HANDLERS = Symbol.for("@next/cache-handlers");

/** The page cache handler, as a plain Node module (it must not be bundled: Next's caches are not). */
async function registerPageCache(): Promise<void> {
  // next.config.ts is compiled to CommonJS, so this import is a require of an ES module (Node ≥ 20.19).
  const file = path.join(process.cwd(), "lib/cache/page-cache-handler.mjs");
  const { default: PageCacheHandler } = (await import(/* webpackIgnore: true */ file)) as { default: unknown };
  const slot = globalThis as { [NEXT_CACHE_HANDLERS]?: Record<string, unknown> };
  slot[NEXT_CACHE_HANDLERS] = { ...slot[NEXT_CACHE_HANDLERS], FetchCache: PageCacheHandler };
}

/**
 * `next start` keeps the rendered pages with our own handler (lib/cache/page-cache-handler.mjs), which dates a
 * page from its lookup, not from when it is stored: a render that read the content before an edit never
 * outlives the edit. With REDIS_URL set, several instances behind one load balancer share the pages and the
 * "use cache" entries (`cacheHandlers`) through Redis, with their tag times; without it the pages stay in the
 * process and "use cache" is Next's own. `next dev` and `next build` use Next's caches always: a build never
 * writes into a Redis that production instances read.
 * Next imports the "use cache" handlers itself at run time, as plain Node modules, hence .mjs and absolute paths.
 */
export async function sharedCacheConfig(phase: string, env: Record<string, string | undefined> = process.env): Promise<Pick<NextConfig, "cacheHandlers">> {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  await registerPageCache();
  if (!env.REDIS_URL) return {};
  const useCache = path.join(process.cwd(), "lib/cache/use-cache-handler.mjs");
  return { cacheHandlers: { default: useCache, remote: useCache } };
}
