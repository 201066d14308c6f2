export declare const PROCESS_CACHE_KEY: unique symbol;
