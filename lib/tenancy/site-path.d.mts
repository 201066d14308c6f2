import type { IncomingMessage, ServerResponse } from "node:http";

export declare const DEFAULT_LOCALE_SEGMENT: "default";
export declare const NO_SITE_SEGMENT: "_";
export declare const REWRITTEN_PATH_HEADER: "x-nextjs-rewritten-path";
export declare function sitePath(url: string, hostHeader: string | undefined): string | undefined;
export declare function routeToSite(request: IncomingMessage, response: ServerResponse): void;
