export declare const PROCESS_CACHE_KEY: unique symbol;
export declare const PROCESS_PAGE_TAGS_KEY: unique symbol;
