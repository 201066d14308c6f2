import type { ServerResponse } from "node:http";
import type { RequestContext } from "../lib/server/request-context";

/** How long a client, proxy or crawler should wait before trying again after an outage answer. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A page that is not in the cache while the database is down cannot render, and Next can only answer that with
 * its error page and a 500. The visitor should get 503 with Retry-After: a temporary outage, so crawlers and
 * proxies come back. The status is decided by the error that caused it: the database layer marks the request
 * (lib/db/errors.ts), and only that request's 500 becomes a 503; any other failure stays a 500.
 *
 * Next sets the status as it writes the head, so the decision is taken there, on this one response object:
 * `end()` and an implicit head go through `writeHead` too.
 */
export function answerOutageAs503(response: ServerResponse, context: RequestContext): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && context.databaseUnavailable) {
      this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
      this.setHeader("cache-control", "no-store");
      statusCode = 503;
    }
    return (writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}
