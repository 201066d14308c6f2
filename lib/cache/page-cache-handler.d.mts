import type { CacheControl, PageCacheContext } from "../next-internals/cache-entry.mjs";
import type { SharedCache } from "./shared-cache.mjs";
import type { TagManifest } from "./tag-manifest.mjs";

export type { PageCacheContext };
export interface PageCacheHandler {
  get(cacheKey: string, context: PageCacheContext): Promise<{ lastModified: number; value: unknown; cacheControl?: CacheControl } | null>;
  set(cacheKey: string, data: unknown, context: Omit<PageCacheContext, "kind">): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export interface StoredPage {
  lastModified: number;
  value: unknown;
  cacheControl?: CacheControl;
}
export interface PageStore {
  read(cacheKey: string): Promise<StoredPage | undefined>;
  write(cacheKey: string, stored: StoredPage, seconds: number): Promise<unknown>;
}
export interface PageCache {
  pages: PageStore;
  tags: Pick<TagManifest, "refresh" | "isExpired" | "isStale" | "update">;
}
export declare function redisPages(shared: SharedCache): PageCache;
export declare function createPageCacheHandler(cache: PageCache): new (context?: unknown) => PageCacheHandler;
declare const PageCacheHandlerClass: new (context?: unknown) => PageCacheHandler;
export default PageCacheHandlerClass;
