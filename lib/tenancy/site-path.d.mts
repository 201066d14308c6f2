export declare const DEFAULT_LOCALE_SEGMENT: "default";
export declare const NO_SITE_SEGMENT: "_";
export declare function sitePath(url: string, hostHeader: string | undefined): string | undefined;
