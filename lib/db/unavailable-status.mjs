// Node preload for the Next.js server (with lib/net/trust-forwarded.mjs, see scripts/next-server.ts).
// A page that is not in the cache while the database is down fails to render, and Next.js can only
// answer that with its error page and a 500. The visitor should get 503 with Retry-After (a temporary
// outage, so crawlers and proxies come back): a 500 answered within a few seconds of the process failing
// to reach the database is sent as 503. lib/db/errors.ts marks each failure.
import http from "node:http";

export const UNAVAILABLE_AT = Symbol.for("sitebuilder.databaseUnavailableAt");
/** How long after a failed connection a 500 is taken for the outage's. */
export const OUTAGE_WINDOW_MS = 5000;
export const RETRY_AFTER_SECONDS = 5;

const writeHead = http.ServerResponse.prototype.writeHead;

http.ServerResponse.prototype.writeHead = function (statusCode, ...rest) {
  const failedAt = globalThis[UNAVAILABLE_AT] ?? 0;
  if (statusCode === 500 && Date.now() - failedAt < OUTAGE_WINDOW_MS) {
    this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    this.setHeader("cache-control", "no-store");
    return writeHead.call(this, 503, ...rest);
  }
  return writeHead.call(this, statusCode, ...rest);
};
