// The "use cache" handler (next.config.ts `cacheHandlers`) when REDIS_URL is set: entries and tag times
// live in Redis, so every instance serves what any of them cached, and a tag revalidated through one is
// out of date on all of them at their next request. Redis failing is a miss, never an error (Next.js
// does not catch a handler's errors: a throw would fail the render).
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";
import { processSharedCache, ttlSeconds } from "./shared-cache.mjs";

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** A handler over `shared`; the process's own is the default export. */
export function createUseCacheHandler(shared) {
  const { connection, tags } = shared;
  /** Entries being written by this process: a read of the same key waits for them, as Next.js asks. */
  const pendingSets = new Map();

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const bytes = await connection.run((client) => client.get(shared.key("use-cache", cacheKey)), null);
      const stored = bytes ? decodeEntry(bytes) : undefined;
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
        const stored = encodeEntry({ tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate, value });
        await connection.run((client) => client.set(shared.key("use-cache", cacheKey), stored, { EX: ttlSeconds(entry.expire) }), undefined);
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

export default createUseCacheHandler(processSharedCache());
