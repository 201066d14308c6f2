import type { Logger } from "pino";

export declare const cacheLog: Logger;
