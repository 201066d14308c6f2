import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheEntry } from "next/cache";
import { createPageCacheHandler, redisPages } from "@/lib/cache/page-cache-handler.mjs";
import { createRedisConnection } from "@/lib/cache/redis-connection.mjs";
import { createSharedCache, type SharedCache } from "@/lib/cache/shared-cache.mjs";
import { createTagManifest, EXPIRED_KEY, STALE_KEY } from "@/lib/cache/tag-manifest.mjs";
import { createUseCacheHandler, redisUseCache } from "@/lib/cache/use-cache-handler.mjs";
import { startRedis, type ThrowawayRedis } from "@/tests/helpers/redis";

// Each "instance" is what one Next.js process holds: its own connection, tag times and handlers.
function instance(url: string, buildId = "build-1") {
  const messages: string[] = [];
  const log = { warn: (message: string) => messages.push(message), info: (message: string) => messages.push(message) };
  const shared = createSharedCache({ url, buildId, log });
  const PageCache = createPageCacheHandler(redisPages(shared));
  return { shared, messages, useCache: createUseCacheHandler(redisUseCache(shared)), pages: new PageCache() };
}

const opened: SharedCache[] = [];
function open(url: string, buildId?: string) {
  const made = instance(url, buildId);
  opened.push(made.shared);
  return made;
}

function entry(text: string, tags: string[], timestamp = Date.now()): Promise<CacheEntry> {
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return Promise.resolve({ value, tags, stale: 300, timestamp, expire: 3600, revalidate: 900 });
}

const read = async (found: CacheEntry | undefined) => (found ? new Response(found.value).text() : undefined);

const page = (title: string) => ({
  kind: "APP_PAGE",
  html: `<h1>${title}</h1>`,
  rscData: Buffer.from(`rsc ${title}`),
  headers: { "x-next-cache-tags": "_N_T_/layout,org-1,org-1:page:/home" },
  postponed: undefined,
  status: 200,
  segmentData: new Map([["/_tree", Buffer.from([0, 255, 1])]]),
});
const pageContext = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: true } as const;
const setContext = { cacheControl: { revalidate: 900, expire: 86400 }, isRoutePPREnabled: true, isFallback: false };

let redis: ThrowawayRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(opened.map((shared) => shared.connection.close()));
  await redis?.stop();
});

describe("the shared cache on Redis", () => {
  it("serves on instance B what instance A cached with \"use cache\"", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await a.useCache.set("key-round-trip", entry("cached on A", ["org-1"]));
    await b.useCache.refreshTags();
    const found = await b.useCache.get("key-round-trip", []);
    expect(found).toMatchObject({ tags: ["org-1"], stale: 300, expire: 3600, revalidate: 900 });
    expect(await read(found)).toBe("cached on A");
    // Every read gets its own stream over the stored bytes.
    expect(await read(await b.useCache.get("key-round-trip", []))).toBe("cached on A");
  });

  it("misses on instance B at its next request once instance A revalidated the tag", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await a.useCache.set("key-revalidated", entry("before the edit", ["org-2"], Date.now() - 10));
    await b.useCache.refreshTags();
    expect(await read(await b.useCache.get("key-revalidated", []))).toBe("before the edit");

    await a.useCache.updateTags(["org-2"], { expire: 0 });
    await b.useCache.refreshTags();
    expect(await b.useCache.get("key-revalidated", [])).toBeUndefined();
    expect(await b.useCache.getExpiration(["org-2", "other"])).toBeGreaterThan(0);
    expect(await b.useCache.getExpiration(["never-revalidated"])).toBe(0);
  });

  it("shares rendered pages, their payload and segments, and drops them on B when A revalidates a page tag", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await a.pages.set("/route-cache/APP_PAGE/x/$/sites/one/default", page("Welcome"), setContext);
    const found = await b.pages.get("/route-cache/APP_PAGE/x/$/sites/one/default", pageContext);
    expect(found?.value).toEqual(page("Welcome"));
    expect(found?.cacheControl).toEqual({ revalidate: 900, expire: 86400 });

    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.pages.revalidateTag("org-1:page:/home", { expire: 0 });
    // B's render begins after the edit: a lookup in the edit's own millisecond counts as before it.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await b.pages.get("/route-cache/APP_PAGE/x/$/sites/one/default", pageContext)).toBeNull();
    await b.pages.set("/route-cache/APP_PAGE/x/$/sites/one/default", page("Welcome back"), setContext);
    expect((await a.pages.get("/route-cache/APP_PAGE/x/$/sites/one/default", pageContext))?.value).toEqual(page("Welcome back"));
  });

  it("never serves another build's entries", async () => {
    const old = open(redis.url, "build-old");
    const current = open(redis.url, "build-new");
    await old.useCache.set("key-build", entry("old build", []));
    await old.pages.set("/route-cache/APP_PAGE/x/$/sites/build", page("Old"), setContext);
    expect(await current.useCache.get("key-build", [])).toBeUndefined();
    expect(await current.pages.get("/route-cache/APP_PAGE/x/$/sites/build", pageContext)).toBeNull();
  });
});

describe("the shared cache with Redis down", () => {
  it("answers a miss within a second and never throws when nothing listens at REDIS_URL", async () => {
    // node-redis loads parts of itself on its first connection: not what a request waits for.
    await open("redis://127.0.0.1:9").useCache.get("warm-up", []);
    const lost = open("redis://127.0.0.1:9");
    const quickly = async <T>(call: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const answer = await call();
      expect(Date.now() - started).toBeLessThan(1000);
      return answer;
    };
    expect(await quickly(() => lost.useCache.get("anything", []))).toBeUndefined();
    expect(await quickly(() => lost.pages.get("/route-cache/APP_PAGE/x/$/sites/none", pageContext))).toBeNull();
    await quickly(() => lost.useCache.refreshTags());
    await quickly(() => lost.useCache.set("anything", entry("not kept", [])));
    await quickly(() => lost.pages.set("/route-cache/APP_PAGE/x/$/sites/none", page("Not kept"), setContext));
    await quickly(() => lost.useCache.updateTags(["org-9"]));
    // This process still knows about its own revalidation.
    expect(await lost.useCache.getExpiration(["org-9"])).toBeGreaterThan(0);
    expect(lost.messages.filter((message) => message.includes("unreachable"))).toHaveLength(1);
  });

  it("keeps answering while Redis restarts, and revalidation reaches the other instance again once it is back", async () => {
    const a = open(redis.url);
    const b = open(redis.url);
    await a.useCache.set("key-restart", entry("before", ["org-3"]));
    expect(await read(await b.useCache.get("key-restart", []))).toBe("before");

    await redis.stop();
    const started = Date.now();
    expect(await b.useCache.get("key-restart", [])).toBeUndefined();
    await b.useCache.refreshTags();
    // Made while Redis is down: written once it is back.
    await a.useCache.updateTags(["org-3"], { expire: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(a.messages.some((message) => message.includes("unreachable"))).toBe(true);

    await redis.start();
    await expect.poll(() => a.shared.connection.isReady && b.shared.connection.isReady, { timeout: 10_000 }).toBe(true);
    await b.useCache.set("key-restart", entry("after", ["org-3"], Date.now() - 10_000));
    await a.useCache.refreshTags();
    await b.useCache.refreshTags();
    expect(await b.useCache.get("key-restart", [])).toBeUndefined();

    await b.useCache.set("key-restart-2", entry("fresh", ["org-4"], Date.now() - 10));
    await a.useCache.updateTags(["org-4"], { expire: 0 });
    await b.useCache.refreshTags();
    expect(await b.useCache.get("key-restart-2", [])).toBeUndefined();
    expect(a.messages.some((message) => message.includes("is back"))).toBe(true);
  });
});

describe("the shared tag times", () => {
  const quiet = { warn: () => {}, info: () => {} };
  const manifest = (keepMs: number) => {
    const connection = createRedisConnection({ url: redis.url, log: quiet });
    closing.push(connection);
    return createTagManifest(connection, { keepMs });
  };
  const closing: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(closing.map((connection) => connection.close())));
  const fields = async () => {
    const client = await createClient({ url: redis.url }).connect();
    try {
      return { stale: Object.keys(await client.hGetAll(STALE_KEY)), expired: Object.keys(await client.hGetAll(EXPIRED_KEY)) };
    } finally {
      client.destroy();
    }
  };

  it("drop what no kept entry can be older than, at the next edit, and keep a time another instance wrote since", async () => {
    const client = await createClient({ url: redis.url }).connect();
    const longAgo = String(Date.now() - 60_000);
    await client.hSet(STALE_KEY, { "old-1": longAgo, "old-2": longAgo });
    await client.hSet(EXPIRED_KEY, { "old-1": longAgo, "old-2": longAgo });
    client.destroy();
    const a = manifest(10_000);
    const b = manifest(10_000);
    await a.refresh();
    // B revalidates old-2 after A read the hashes: A's view of it is out of date.
    await b.update(["old-2"], { expire: 0 });

    await a.update(["new"], { expire: 0 });

    const { stale, expired } = await fields();
    for (const hash of [stale, expired]) {
      expect(hash).toEqual(expect.arrayContaining(["new", "old-2"]));
      expect(hash).not.toContain("old-1");
    }
    const renderedBefore = Date.now() - 1;
    await a.refresh();
    expect(a.isExpired(["old-2"], renderedBefore - 1000)).toBe(true);
  });
});
