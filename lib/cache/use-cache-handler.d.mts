import type { CacheHandler } from "next/cache";
import type { SharedCache } from "./shared-cache.mjs";
import type { TagManifest } from "./tag-manifest.mjs";

export interface StoredUseCacheEntry {
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
  value: Buffer;
}
export interface UseCacheStore {
  read(cacheKey: string): Promise<StoredUseCacheEntry | undefined>;
  write(cacheKey: string, stored: StoredUseCacheEntry, seconds: number): Promise<unknown>;
}
export interface UseCache {
  entries: UseCacheStore;
  tags: Pick<TagManifest, "refresh" | "expiration" | "isExpired" | "isStale" | "update">;
}
export declare function redisUseCache(shared: SharedCache): UseCache;
export declare function createLocalEntries(maxBytes?: number): UseCacheStore;
export declare function createUseCacheHandler(cache: UseCache): CacheHandler;
declare const handler: CacheHandler;
export default handler;
