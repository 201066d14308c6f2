/** What Next hands a page cache handler and reads back (cache-entry.mjs says where), structurally. */
export interface CacheControl {
  revalidate: number | false;
  expire: number | undefined;
}
export interface PageCacheContext {
  kind: string;
  tags?: string[];
  softTags?: string[];
  isFallback?: boolean;
  isRoutePPREnabled?: boolean;
  fetchCache?: boolean;
  cacheControl?: CacheControl;
}

export declare const APP_PAGE: "APP_PAGE";
export declare const CACHE_TAGS_HEADER: "x-next-cache-tags";
export declare const RENDER_BEFORE_ANSWERING: -1;
export declare function entryTags(value: unknown, context: Partial<PageCacheContext> | undefined): string[];
export declare function storedCacheControl(context: Omit<PageCacheContext, "kind">): CacheControl | undefined;
export declare function mapPageHtml<T>(value: T, change: (html: string) => string): T;
export declare function entrySize(value: unknown): number;
