import type { SharedCache } from "./shared-cache.mjs";

/** Next's page cache handler contract (next/dist/server/lib/incremental-cache), structurally. */
export interface PageCacheContext {
  kind: string;
  tags?: string[];
  softTags?: string[];
  isFallback?: boolean;
  isRoutePPREnabled?: boolean;
  fetchCache?: boolean;
  cacheControl?: { revalidate: number | false; expire: number | undefined };
}
export interface PageCacheHandler {
  get(cacheKey: string, context: PageCacheContext): Promise<{ lastModified: number; value: unknown; cacheControl?: PageCacheContext["cacheControl"] } | null>;
  set(cacheKey: string, data: unknown, context: Omit<PageCacheContext, "kind">): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export declare function createPageCacheHandler(shared: SharedCache): new (context?: unknown) => PageCacheHandler;
declare const RedisPageCacheHandler: new (context?: unknown) => PageCacheHandler;
export default RedisPageCacheHandler;
