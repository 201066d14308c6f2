// The page cache handler of `next start` (handed to Next.js by lib/cache/next-config.ts): the rendered pages
// (HTML, RSC payload and prefetch segments, with the page's tags in `x-next-cache-tags`). With REDIS_URL they live in
// Redis beside the "use cache" entries and share their tag times (tag-manifest.mjs); without it, in this
// process (local-page-cache.mjs). Next.js makes one handler per request, so what outlives a request is the
// store's. A page whose tag was revalidated (on any instance) is a miss: Next.js renders it before
// answering. Redis failing is a miss too. A stored page loads its scripts once it has painted (hydrate-after-paint.mjs),
// and is ASCII (ascii-html.mjs).
import { asciiHtml } from "./ascii-html.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";
import { createLocalPages, createLocalTags } from "./local-page-cache.mjs";
import { PROCESS_PAGE_TAGS_KEY } from "./process-cache-key.mjs";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";
import { processSharedCache, ttlSeconds } from "./shared-cache.mjs";

const TAGS_HEADER = "x-next-cache-tags";

/** The tags an entry depends on: a page's from its header, a fetch's from the entry and the request. */
function entryTags(value, context) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === "string" && header !== "" ? header.split(",") : [];
  return [...own, ...(value?.tags ?? []), ...(context.tags ?? []), ...(context.softTags ?? [])];
}

/**
 * What is kept of a rendered entry: a page's HTML asks for its scripts after its first paint
 * (hydrate-after-paint.mjs), and keeps its non-ASCII characters as escapes (ascii-html.mjs).
 */
function storedValue(data) {
  return data?.kind === "APP_PAGE" && typeof data.html === "string" ? { ...data, html: asciiHtml(hydrateAfterPaint(data.html)) } : data;
}

/** The pages of `shared` in Redis, under the build's keys, and its shared tag times. */
export function redisPages(shared) {
  const { connection } = shared;
  return {
    tags: shared.tags,
    pages: {
      async read(cacheKey) {
        const bytes = await connection.run((client) => client.get(shared.key("page", cacheKey)), null);
        return bytes ? decodeEntry(bytes) : undefined;
      },
      write(cacheKey, stored, seconds) {
        return connection.run((client) => client.set(shared.key("page", cacheKey), encodeEntry(stored), { EX: seconds }), undefined);
      },
    },
  };
}

/** The handler class over a page store and its tag times. */
export function createPageCacheHandler({ pages, tags }) {
  return class PageCacheHandler {
    /**
     * When this request looked each page up. A page is rendered after its lookup missed, so it is dated
     * from then, not from when it was stored: a revalidation that lands during the render, while it may
     * still be reading the old data, leaves it out of date.
     */
    #lookedUpAt = new Map();

    // Next.js makes one handler per request with its own context (file system, build folder…), which the
    // stores do not need.
    constructor() {}

    async get(cacheKey, context) {
      this.#lookedUpAt.set(cacheKey, Date.now());
      // With Redis, the tag times' check rides in the same round trip as the entry (node-redis pipelines both).
      const [stored] = await Promise.all([pages.read(cacheKey), tags.refresh()]);
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
      await pages.write(cacheKey, { lastModified, value: storedValue(data), cacheControl }, ttlSeconds(expire));
    }

    async revalidateTag(list, durations) {
      await tags.update(typeof list === "string" ? [list] : list, durations);
    }

    resetRequestCache() {}
  };
}

/** The process's own: Redis with REDIS_URL, else memory; its tag times are where expire-tags.ts finds them. */
function processPages() {
  const store = process.env.REDIS_URL ? redisPages(processSharedCache()) : { pages: createLocalPages(), tags: createLocalTags() };
  globalThis[PROCESS_PAGE_TAGS_KEY] = store.tags;
  return store;
}

export default createPageCacheHandler(processPages());
