// The page cache handler (next.config.ts `cacheHandler`, for `next build` and `next start`): the rendered pages
// (HTML, RSC payload and prefetch segments, with the page's tags). With REDIS_URL they live in Redis beside the
// "use cache" entries and share their tag times (tag-manifest.mjs); without it, and while `next build` prerenders,
// in this process (local-page-cache.mjs). Next.js makes one handler per request, so what outlives a request is the
// store's. A page whose tag was revalidated (on any instance) is a miss: Next.js renders it before answering.
// Redis failing is a miss too. A stored page loads its scripts once it has painted (hydrate-after-paint.mjs), and
// is ASCII (ascii-html.mjs). What this knows of Next's entries comes from lib/next-internals/cache-entry.mjs.
import { entryTags, mapPageHtml, RENDER_BEFORE_ANSWERING, storedCacheControl } from "../next-internals/cache-entry.mjs";
import { hydrateAfterPaint } from "../next-internals/hydrate-after-paint.mjs";
import { asciiHtml } from "./ascii-html.mjs";
import { createLocalPages } from "./local-page-cache.mjs";
import { processTags, sharesThroughRedis } from "./process-cache.mjs";
import { processSharedCache, ttlSeconds } from "./shared-cache.mjs";

/** What is kept of a rendered page's HTML: it asks for its scripts after its first paint, and is ASCII. */
const storedHtml = (html) => asciiHtml(hydrateAfterPaint(html));

/** The pages of `shared` in Redis, under the build's keys, and its shared tag times. */
export function redisPages(shared) {
  return { tags: shared.tags, pages: shared.entries("page") };
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
      // Stale but not expired: rendered again before answering (Next cannot be told "serve once more" from here;
      // a fresher page is the safe side).
      const lastModified = tags.isStale(list, stored.lastModified) ? RENDER_BEFORE_ANSWERING : stored.lastModified;
      return { lastModified, value: stored.value, cacheControl: stored.cacheControl };
    }

    async set(cacheKey, data, context) {
      const cacheControl = storedCacheControl(context);
      const expire = cacheControl?.expire ?? (typeof cacheControl?.revalidate === "number" ? cacheControl.revalidate : undefined);
      const lastModified = this.#lookedUpAt.get(cacheKey) ?? Date.now();
      this.#lookedUpAt.delete(cacheKey);
      await pages.write(cacheKey, { lastModified, value: mapPageHtml(data, storedHtml), cacheControl }, ttlSeconds(expire));
    }

    async revalidateTag(list, durations) {
      await tags.update(typeof list === "string" ? [list] : list, durations);
    }

    resetRequestCache() {}
  };
}

/** The process's own: Redis with REDIS_URL, else memory, with the tag times both handlers share. */
function processPages() {
  const tags = processTags();
  return { tags, pages: sharesThroughRedis() ? redisPages(processSharedCache()).pages : createLocalPages() };
}

export default createPageCacheHandler(processPages());
