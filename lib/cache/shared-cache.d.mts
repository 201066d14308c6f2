import type { CacheLog, RedisConnection } from "./redis-connection.mjs";
import type { TagManifest } from "./tag-manifest.mjs";

export declare const ENTRY_PREFIX: string;
export declare const MAX_TTL_SECONDS: number;
export declare function ttlSeconds(expire: number | undefined): number;
export interface SharedCache {
  connection: RedisConnection;
  tags: TagManifest;
  buildId: string;
  key(kind: "use-cache" | "page", cacheKey: string): string;
  entries(kind: "use-cache" | "page"): {
    read(cacheKey: string): Promise<unknown>;
    write(cacheKey: string, stored: unknown, seconds: number): Promise<unknown>;
  };
}
export declare function createSharedCache(options: { url: string; buildId: string; log?: CacheLog }): SharedCache;
export declare function processSharedCache(): SharedCache;
export declare function currentBuildId(env?: Record<string, string | undefined>, root?: string): string | undefined;
