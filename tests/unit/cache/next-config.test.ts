import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { afterEach, describe, expect, it } from "vitest";
import { sharedCacheConfig } from "@/lib/cache/next-config";

// `next start` hands Next.js our page cache handler through a global that Next reads when next.config names no
// `cacheHandler` (lib/cache/next-config.ts). That global is Next's, not documented: this test is what tells an
// upgrade of Next that stopped reading it, before a stale page would.
const NEXT_CACHE_HANDLERS = Symbol.for("@next/cache-handlers");
const slot = globalThis as { [NEXT_CACHE_HANDLERS]?: { FetchCache?: new () => unknown } };

/** The page cache Next.js makes for a request, as its server does without a configured `cacheHandler`. */
function nextPageCache() {
  const cache = new IncrementalCache({
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    previewProps: { previewModeId: "preview", previewModeSigningKey: "", previewModeEncryptionKey: "" },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: "preview", previewModeSigningKey: "", previewModeEncryptionKey: "" } },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  return (cache as unknown as { cacheHandler?: unknown }).cacheHandler;
}

describe("the page cache handler of next start", () => {
  afterEach(() => {
    delete slot[NEXT_CACHE_HANDLERS];
  });

  it("is ours for every request's page cache, and names no cacheHandler Next would import per request", async () => {
    const config = await sharedCacheConfig(PHASE_PRODUCTION_SERVER, {});
    expect(config).toEqual({});
    const handler = nextPageCache();
    expect(handler).toBeDefined();
    expect(handler).toBeInstanceOf(slot[NEXT_CACHE_HANDLERS]!.FetchCache!);
    expect(handler!.constructor.name).toBe("PageCacheHandler");
  });

  it("shares the \"use cache\" entries through Redis only with REDIS_URL", async () => {
    const config = await sharedCacheConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: "redis://127.0.0.1:1" });
    expect(config.cacheHandlers?.default).toMatch(/lib\/cache\/use-cache-handler\.mjs$/);
  });

  it("leaves next build to Next's own caches", async () => {
    expect(await sharedCacheConfig(PHASE_PRODUCTION_BUILD, { REDIS_URL: "redis://127.0.0.1:1" })).toEqual({});
    expect(slot[NEXT_CACHE_HANDLERS]).toBeUndefined();
  });
});
