import type { RedisConnection } from "./redis-connection.mjs";

export declare const STALE_KEY: string;
export declare const EXPIRED_KEY: string;
export declare const VERSION_KEY: string;
export interface TagManifest {
  refresh(): Promise<void>;
  expiration(tags: string[]): number;
  isExpired(tags: string[], timestamp: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
  /** `announce`: expireTags's own write, which Next.js echoes after the answer (tag-manifest.mjs). */
  update(tags: string[], durations?: { expire?: number }, options?: { announce?: boolean }): Promise<void>;
}
/** `keepMs`: how long Redis keeps an entry; older tag times are dropped. */
export declare function createTagManifest(connection: RedisConnection, options: { keepMs: number }): TagManifest;
