// Where a Next.js process keeps its shared cache (shared-cache.mjs), so that the app's own code reaches the
// one Next.js's cache handlers use without importing them (and the Redis client with them).
export const PROCESS_CACHE_KEY = Symbol.for("sitebuilder.sharedCache");
