import type { DestinationStream, LevelWithSilent, Logger } from "pino";

/** The request id and organisation of the request being served through server/, or nothing outside one. */
export declare function requestFields(): { requestId?: string; organizationId?: string };

/** A logger as the app's is made, writing to `destination` (stdout by default). */
export declare function createLogger(options?: { level?: LevelWithSilent; destination?: DestinationStream }): Logger;

/** JSON lines on stdout; level from LOG_LEVEL (default "info", "silent" under vitest). */
export declare const logger: Logger;
