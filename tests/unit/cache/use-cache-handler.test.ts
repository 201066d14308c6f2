import type { CacheEntry } from "next/cache";
import { describe, expect, it, vi } from "vitest";
import { createLocalPages, createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler.mjs";
import { createLocalEntries, createUseCacheHandler } from "@/lib/cache/use-cache-handler.mjs";

function entry(text: string, tags: string[], { timestamp = Date.now(), expire = 3600 } = {}): Promise<CacheEntry> {
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return Promise.resolve({ value, tags, stale: 300, timestamp, expire, revalidate: 900 });
}
const read = async (found: CacheEntry | undefined) => (found ? new Response(found.value).text() : undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** One instance without REDIS_URL: "use cache" and the page cache over the same tag times, as process-cache.mjs makes them. */
function instance(maxBytes?: number) {
  const tags = createLocalTags();
  return { tags, useCache: createUseCacheHandler({ entries: createLocalEntries(maxBytes), tags }), Pages: createPageCacheHandler({ pages: createLocalPages(), tags }) };
}

describe("\"use cache\" on one instance (no REDIS_URL)", () => {
  it("serves what it cached, each read with its own stream", async () => {
    const { useCache } = instance();
    await useCache.set("key", entry("cached", ["org-1"]));
    const found = await useCache.get("key", []);
    expect(found).toMatchObject({ tags: ["org-1"], stale: 300, expire: 3600, revalidate: 900 });
    expect(await read(found)).toBe("cached");
    expect(await read(await useCache.get("key", []))).toBe("cached");
  });

  it("misses once a tag of the entry is expired, and serves it once more while stale", async () => {
    const { useCache } = instance();
    await useCache.set("expired", entry("before the edit", ["org-2"], { timestamp: Date.now() - 10 }));
    await useCache.set("stale", entry("before the edit", ["org-3"], { timestamp: Date.now() - 10 }));
    await useCache.updateTags(["org-2"], { expire: 0 });
    await useCache.updateTags(["org-3"], { expire: 300 });
    await tick();
    expect(await useCache.get("expired", [])).toBeUndefined();
    expect(await useCache.get("stale", [])).toMatchObject({ revalidate: -1 });
    expect(await useCache.getExpiration(["org-2", "other"])).toBeGreaterThan(0);
    expect(await useCache.getExpiration(["never-revalidated"])).toBe(0);
  });

  it("shares its tag times with the page cache: one revalidation reaches both", async () => {
    const { useCache, Pages } = instance();
    const page = { kind: "APP_PAGE", html: "<h1>Old</h1>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": "org-4" }, status: 200 };
    await new Pages().get("/home", { kind: "APP_PAGE" });
    await new Pages().set("/home", page, { cacheControl: { revalidate: 900, expire: 86400 } });
    await useCache.set("section", entry("old section", ["org-4"], { timestamp: Date.now() - 10 }));
    await tick();

    await new Pages().revalidateTag("org-4", { expire: 0 });
    await tick();

    expect(await new Pages().get("/home", { kind: "APP_PAGE" })).toBeNull();
    expect(await useCache.get("section", [])).toBeUndefined();
  });

  it("keeps no dynamic entry (expire 0) and lets the least recently used go past its memory limit", async () => {
    const { useCache } = instance(3 * 1024 + 3_000);
    await useCache.set("dynamic", entry("per request", [], { expire: 0 }));
    expect(await useCache.get("dynamic", [])).toBeUndefined();
    for (const name of ["a", "b", "c"]) await useCache.set(name, entry("x".repeat(900), []));
    await useCache.get("a", []);
    await useCache.set("d", entry("x".repeat(900), []));
    expect(await useCache.get("b", [])).toBeUndefined();
    expect(await read(await useCache.get("a", []))).toHaveLength(900);
    expect(await read(await useCache.get("d", []))).toHaveLength(900);
  });

  it("drops an entry once its cache life has expired", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    try {
      const { useCache } = instance();
      await useCache.set("short", entry("short-lived", [], { timestamp: Date.now(), expire: 60 }));
      vi.setSystemTime(1_000_000 + 59_000);
      expect(await read(await useCache.get("short", []))).toBe("short-lived");
      vi.setSystemTime(1_000_000 + 60_000);
      expect(await useCache.get("short", [])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
