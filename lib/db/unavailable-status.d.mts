export declare const UNAVAILABLE_AT: unique symbol;
export declare const OUTAGE_WINDOW_MS: number;
export declare const RETRY_AFTER_SECONDS: number;
