import type { PageStore } from "./page-cache-handler.mjs";
import type { TagManifest } from "./tag-manifest.mjs";

export declare const LOCAL_MAX_BYTES: number;
export declare function createLocalPages(maxBytes?: number): PageStore;
export declare function createLocalTags(): TagManifest;
