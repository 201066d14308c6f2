import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expireTags } from "@/lib/cache/expire-tags";
import { createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler, redisPages } from "@/lib/cache/page-cache-handler.mjs";
import { PROCESS_PAGE_TAGS_KEY } from "@/lib/cache/process-cache-key.mjs";
import { createSharedCache, type SharedCache } from "@/lib/cache/shared-cache.mjs";
import { VERSION_KEY } from "@/lib/cache/tag-manifest.mjs";
import { createAnnouncements } from "@/lib/cache/tag-times.mjs";
import { createUseCacheHandler, redisUseCache } from "@/lib/cache/use-cache-handler.mjs";
import { startRedis, type ThrowawayRedis } from "@/tests/helpers/redis";

// Next.js's own revalidateTag reaches the cache handlers only after the answer is sent; this test is
// about what expireTags writes itself before it resolves.
const revalidated: string[] = [];
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

let redis: ThrowawayRedis;
const opened: SharedCache[] = [];
const open = (buildId: string) => {
  const shared = createSharedCache({ url: redis.url, buildId, log: { warn: () => {}, info: () => {} } });
  opened.push(shared);
  return shared;
};

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY];
  await Promise.all(opened.map((shared) => shared.connection.close()));
  await redis?.stop();
});

it("has told the other instances through Redis when it resolves, as well as Next.js", async () => {
  (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = open("build-1").tags;
  const other = open("build-1");
  const renderedBefore = Date.now() - 1;

  await expireTags(["org-1", "org-1:page:/home"]);

  expect(revalidated).toEqual(["org-1", "org-1:page:/home"]);
  await other.tags.refresh();
  expect(other.tags.isExpired(["org-1:page:/home"], renderedBefore)).toBe(true);
  expect(other.tags.isExpired(["org-2"], renderedBefore)).toBe(false);
});

it("has expired this process's own pages when it resolves, with one instance (no REDIS_URL)", async () => {
  const tags = createLocalTags();
  (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = tags;
  const renderedBefore = Date.now() - 1;

  await expireTags(["org-3"]);

  expect(tags.isExpired(["org-3"], renderedBefore)).toBe(true);
  expect(tags.isExpired(["org-4"], renderedBefore)).toBe(false);
});

it("only asks Next.js when no page cache of ours runs (next dev)", async () => {
  delete (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY];
  revalidated.length = 0;
  await expireTags(["org-5"]);
  expect(revalidated).toEqual(["org-5"]);
});

describe("an edit's tags are written once", () => {
  // What every instance compares at each request: a new value makes them all reload the tag times.
  const version = async () => {
    const client = await createClient({ url: redis.url }).connect();
    try {
      return await client.get(VERSION_KEY);
    } finally {
      client.destroy();
    }
  };

  it("leaves Redis alone when Next.js echoes them to its cache handlers after the answer", async () => {
    const shared = open("build-1");
    (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = shared.tags;
    const other = open("build-1");
    const PageCache = createPageCacheHandler(redisPages(shared));
    const useCache = createUseCacheHandler(redisUseCache(shared));

    await expireTags(["org-6", "org-6:page:/home"]);
    const written = await version();
    const renderedAfter = Date.now() + 1;
    await new PageCache().revalidateTag(["org-6", "org-6:page:/home"], { expire: 0 });
    await useCache.updateTags(["org-6", "org-6:page:/home"], { expire: 0 });

    expect(await version()).toBe(written);
    await other.tags.refresh();
    expect(other.tags.isExpired(["org-6"], renderedAfter)).toBe(false);
    expect(shared.tags.isExpired(["org-6"], renderedAfter)).toBe(false);
  });

  it("writes a second edit of the same tags, and a revalidation expireTags did not announce", async () => {
    const shared = open("build-1");
    (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = shared.tags;
    const other = open("build-1");

    await expireTags(["org-7"]);
    const first = await version();
    const renderedBetween = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expireTags(["org-7"]);
    expect(await version()).not.toBe(first);
    await other.tags.refresh();
    expect(other.tags.isExpired(["org-7"], renderedBetween)).toBe(true);

    const second = await version();
    await shared.tags.update(["org-8"], { expire: 0 });
    expect(await version()).not.toBe(second);
  });

  it("forgets an announcement after the echo window", () => {
    const announcements = createAnnouncements(1_000);
    expect(announcements.toWrite(["org-9"], { expire: 0 }, true, 10_000)).toEqual(["org-9"]);
    expect(announcements.toWrite(["org-9", "org-10"], { expire: 0 }, false, 10_500)).toEqual(["org-10"]);
    expect(announcements.toWrite(["org-9"], { expire: 300 }, false, 10_500)).toEqual(["org-9"]);
    expect(announcements.toWrite(["org-9"], { expire: 0 }, false, 11_001)).toEqual(["org-9"]);
  });

  it("keeps pages rendered after the edit on a single instance too (no REDIS_URL)", async () => {
    const tags = createLocalTags();
    (globalThis as Record<symbol, unknown>)[PROCESS_PAGE_TAGS_KEY] = tags;
    await expireTags(["org-11"]);
    const renderedAfter = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await tags.update(["org-11"], { expire: 0 });
    expect(tags.isExpired(["org-11"], renderedAfter)).toBe(false);
  });
});
