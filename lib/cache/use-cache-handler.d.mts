import type { CacheHandler } from "next/cache";
import type { SharedCache } from "./shared-cache.mjs";

export declare function createUseCacheHandler(shared: SharedCache): CacheHandler;
declare const handler: CacheHandler;
export default handler;
