// Where a Next.js process keeps its shared cache (shared-cache.mjs): one Redis connection and tag manifest per
// process, whichever handler asks first.
export const PROCESS_CACHE_KEY = Symbol.for("sitebuilder.sharedCache");

// The tag times both cache handlers read (process-cache.mjs): this process's own, or the shared cache's in Redis.
// expire-tags.ts writes an edit's expiry there before the edit's answer is sent.
export const PROCESS_PAGE_TAGS_KEY = Symbol.for("sitebuilder.pageCacheTags");
