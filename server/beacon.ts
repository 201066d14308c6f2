import type { IncomingMessage, IncomingHttpHeaders, ServerResponse } from "node:http";
import { collectPageView } from "../lib/analytics/collect/collect";
import { ANALYTICS_MAX_BODY_BYTES, COLLECT_PATH } from "../lib/analytics/constants";
import { logger } from "../lib/log/logger.mjs";
import { inDraftMode } from "../lib/publishing/preview-grant";
import { normalizeHost } from "../lib/tenancy/host";
import { resolveSite } from "../lib/tenancy/resolve-site";

/** A stopping server writes the views the buffer still holds (server/main.ts). */
export { stopCollector } from "../lib/analytics/collect/collector";

/** A Node request's headers as the collector reads them (lower-case names, repeated ones joined). */
function headerReader(headers: IncomingHttpHeaders) {
  return {
    get(name: string): string | null {
      const value = headers[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}

async function count(request: IncomingMessage, body: string, ip: string): Promise<void> {
  // A preview of drafts is no visit (the draft view has no beacon, but a tab opened before may still send one).
  if (inDraftMode(request.headers.cookie)) return;
  const host = normalizeHost(request.headers.host);
  const site = host ? await resolveSite(host) : null;
  if (site) await collectPageView({ headers: headerReader(request.headers), body, ip }, site);
}

/**
 * POST /api/collect, answered here before Next sees it: 204 as soon as the body is in, then the view is counted
 * (lib/analytics/collect/collect.ts, the same function as app/api/collect/route.ts, which answers it where this
 * server does not run). Next's request handling costs a 2-core machine tens of milliseconds under 500 views a
 * second; the beacon's target is 5 ms at the 99th percentile (issue 43, `npm run bench:collect`). Answers whether
 * it took the request.
 */
export function answerBeacon(request: IncomingMessage, response: ServerResponse, ip: string): boolean {
  if (request.method !== "POST" || (request.url ?? "").split("?", 1)[0] !== COLLECT_PATH) return false;
  const chunks: Buffer[] = [];
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= ANALYTICS_MAX_BODY_BYTES) chunks.push(chunk);
  });
  request.on("end", () => {
    response.writeHead(204, { "cache-control": "no-store" }).end();
    if (size > ANALYTICS_MAX_BODY_BYTES) return;
    count(request, Buffer.concat(chunks).toString("utf8"), ip).catch((error: unknown) => logger.debug({ err: error }, "analytics: a page view was not counted"));
  });
  request.on("error", () => response.destroy());
  return true;
}
