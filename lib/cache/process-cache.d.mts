import type { TagManifest } from "./tag-manifest.mjs";

export declare function sharesThroughRedis(env?: Record<string, string | undefined>): boolean;
export declare function processTags(): TagManifest;
