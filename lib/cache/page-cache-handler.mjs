// The page cache handler (next.config.ts `cacheHandler`) when REDIS_URL is set: the rendered pages (HTML,
// RSC payload and prefetch segments, with the page's tags in `x-next-cache-tags`) live in Redis beside
// the "use cache" entries, and share their tag times (tag-manifest.mjs). Next.js makes one handler per
// request, so what outlives a request is the process's (shared-cache.mjs). A page whose tag was
// revalidated, on any instance, is a miss: Next.js renders it before answering. Redis failing is a miss too.
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";
import { processSharedCache, ttlSeconds } from "./shared-cache.mjs";

const TAGS_HEADER = "x-next-cache-tags";

/** The tags an entry depends on: a page's from its header, a fetch's from the entry and the request. */
function entryTags(value, context) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === "string" && header !== "" ? header.split(",") : [];
  return [...own, ...(value?.tags ?? []), ...(context.tags ?? []), ...(context.softTags ?? [])];
}

/** The handler class over `shared`; the process's own is the default export. */
export function createPageCacheHandler(shared) {
  const { connection, tags } = shared;

  return class RedisPageCacheHandler {
    /**
     * When this request looked each page up. A page is rendered after its lookup missed, so it is dated
     * from then, not from when it was stored: a revalidation that lands during the render, while it may
     * still be reading the old data, leaves it out of date.
     */
    #lookedUpAt = new Map();

    // Next.js makes one handler per request with its own context (file system, build folder…), which the
    // Redis store does not need.
    constructor() {}

    async get(cacheKey, context) {
      this.#lookedUpAt.set(cacheKey, Date.now());
      // The tag times' check rides in the same round trip as the entry (node-redis pipelines both).
      const [bytes] = await Promise.all([connection.run((client) => client.get(shared.key("page", cacheKey)), null), tags.refresh()]);
      const stored = bytes ? decodeEntry(bytes) : undefined;
      if (!stored) return null;
      const list = entryTags(stored.value, context);
      if (tags.isExpired(list, stored.lastModified)) return null;
      // Stale but not expired: -1 makes Next.js render it again before answering (it cannot be told
      // "serve once more" from here; a fresher page is the safe side).
      const lastModified = tags.isStale(list, stored.lastModified) ? -1 : stored.lastModified;
      return { lastModified, value: stored.value, cacheControl: stored.cacheControl };
    }

    async set(cacheKey, data, context) {
      const cacheControl = context.fetchCache ? undefined : context.cacheControl;
      const expire = cacheControl?.expire ?? (typeof cacheControl?.revalidate === "number" ? cacheControl.revalidate : undefined);
      const lastModified = this.#lookedUpAt.get(cacheKey) ?? Date.now();
      this.#lookedUpAt.delete(cacheKey);
      const stored = encodeEntry({ lastModified, value: data, cacheControl });
      await connection.run((client) => client.set(shared.key("page", cacheKey), stored, { EX: ttlSeconds(expire) }), undefined);
    }

    async revalidateTag(list, durations) {
      await tags.update(typeof list === "string" ? [list] : list, durations);
    }

    resetRequestCache() {}
  };
}

export default createPageCacheHandler(processSharedCache());
