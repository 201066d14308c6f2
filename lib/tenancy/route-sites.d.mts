import type { IncomingMessage, ServerResponse } from "node:http";

export declare const REWRITTEN_PATH_HEADER: "x-nextjs-rewritten-path";
export declare function routeToSite(request: IncomingMessage, response: ServerResponse): void;
