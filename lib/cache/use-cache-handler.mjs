// The "use cache" handler (next.config.ts `cacheHandlers`, default and remote, for `next build` and `next start`;
// its interface is Next's documented one). With REDIS_URL, entries and tag times live in Redis, so every instance
// serves what any of them cached, and a tag revalidated through one is out of date on all of them at their next
// request. Without it, and while `next build` prerenders, they live in this process's memory, with the tag times
// the page cache reads too (process-cache.mjs). Either way an entry is kept until its cache life's `expire`,
// and one whose tag was revalidated is a miss or, stale, served once more while Next renders its replacement.
// Redis failing is a miss, never an error (Next.js does not catch a handler's errors: a throw would fail the render).
import { LOCAL_MAX_BYTES } from "./local-page-cache.mjs";
import { createMemoryStore } from "./memory-store.mjs";
import { processTags, sharesThroughRedis } from "./process-cache.mjs";
import { processSharedCache, ttlSeconds } from "./shared-cache.mjs";

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** The entries of `shared` in Redis, under the build's keys, and its shared tag times. */
export function redisUseCache(shared) {
  return { tags: shared.tags, entries: shared.entries("use-cache") };
}

/** Entries in this process's memory, least recently used out past `maxBytes`. */
export function createLocalEntries(maxBytes = LOCAL_MAX_BYTES) {
  return createMemoryStore({ maxBytes, sizeOf: (stored) => 1024 + stored.value.byteLength });
}

/** A handler over an entry store and its tag times; the process's own is the default export. */
export function createUseCacheHandler({ entries, tags }) {
  /** Entries being written by this process: a read of the same key waits for them, as Next.js asks. */
  const pendingSets = new Map();

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const stored = await entries.read(cacheKey);
      if (!stored) return undefined;
      if (tags.isExpired(stored.tags, stored.timestamp)) return undefined;
      // A stale tag: serve this once more while Next.js renders the replacement (revalidate -1 is past).
      const revalidate = tags.isStale(stored.tags, stored.timestamp) ? -1 : stored.revalidate;
      return { ...stored, revalidate, value: streamOf(stored.value) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        const value = Buffer.from(await new Response(entry.value).arrayBuffer());
        // expire 0 is a dynamic entry: Next.js renders it at every read, so storing it is wasted work.
        if (entry.expire === 0) return;
        const stored = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate, value };
        await entries.write(cacheKey, stored, ttlSeconds(entry.expire));
      } catch {
        // An entry whose rendering failed is not kept; the next read renders it again.
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    refreshTags: () => tags.refresh(),

    async getExpiration(softTags) {
      return tags.expiration(softTags);
    },

    updateTags: (list, durations) => tags.update(list, durations),
  };
}

/** The process's own: Redis with REDIS_URL, else memory, with the tag times both handlers share. */
function processUseCache() {
  const tags = processTags();
  return { tags, entries: sharesThroughRedis() ? redisUseCache(processSharedCache()).entries : createLocalEntries() };
}

export default createUseCacheHandler(processUseCache());
