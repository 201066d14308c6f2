import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../lib/log/logger.mjs";
import { clientAddress } from "../lib/net/client-address.mjs";
import { REWRITTEN_PATH_HEADER } from "../lib/next-internals/rewritten-path";
import { gateDraftMode, inDraftMode } from "../lib/publishing/preview-grant";
import { normalizeHost } from "../lib/tenancy/host";
import { runInRequest, type RequestContext } from "../lib/server/request-context";
import { draftSitePath, ROUTED_HEADER, sitePath } from "../lib/tenancy/site-path";
import { answerOutageAs503 } from "./outage";

type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
/** Answers a request before Next when it is the analytics beacon's (beacon.ts); says whether it did. */
type BeaconHandler = (request: IncomingMessage, response: ServerResponse, clientAddress: string) => boolean;

export const REQUEST_ID_HEADER = "x-request-id";
/** A caller's request id is kept when it is a plain token (a load balancer's, a trace's); else one is made. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestId(sent: string | string[] | undefined): string {
  return typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Sends a page's request to its site's tree (lib/tenancy/site-path.ts) before Next reads the URL: two regular
 * expressions and a string, where Next's own rewrites cost a quarter of a cached page's CPU (`npm run bench`).
 * A client-side navigation (RSC) is told which path was rendered, as Next's router does after a rewrite; proxy.ts
 * is told to leave the request alone.
 */
export function routeToSite(request: IncomingMessage, response: ServerResponse, platformHost?: string): void {
  const routed = sitePath(request.url ?? "/", request.headers.host, platformHost);
  if (routed === undefined) return;
  // A request the preview gate let into draft mode is served the draft view (lib/tenancy/site-path.ts).
  const url = inDraftMode(request.headers.cookie) ? draftSitePath(routed) : routed;
  if (request.headers.rsc === "1") response.setHeader(REWRITTEN_PATH_HEADER, url.split("?", 1)[0]!);
  request.url = url;
  request.headers[ROUTED_HEADER] = "1";
}

/** Draft mode only with a preview grant for the request's host (lib/publishing/preview-grant.ts). */
export function gatePreview(request: IncomingMessage): void {
  const cookie = gateDraftMode(request.headers.cookie, normalizeHost(request.headers.host), process.env.SUPABASE_SERVICE_ROLE_KEY);
  if (cookie === request.headers.cookie) return;
  if (cookie) request.headers.cookie = cookie;
  else delete request.headers.cookie;
}

/**
 * The self-hosted server's request path, in front of Next's handler: the request id, the client's address from
 * the socket and the trusted proxy hops, the preview gate, host and language routing, the outage answer, and one
 * log line when the response is finished. The analytics beacon is answered here, without Next (beacon.ts). Next's handler runs inside the request's context (lib/server/request-context.ts).
 */
export function createRequestHandler({
  handle,
  hops,
  platformHost,
  answerBeacon,
}: {
  handle: NextHandler;
  hops: number;
  platformHost?: string;
  answerBeacon?: BeaconHandler;
}) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    const path = request.url ?? "/";
    const context: RequestContext = {
      id: requestId(request.headers[REQUEST_ID_HEADER]),
      clientAddress: clientAddress({ socketAddress: request.socket.remoteAddress, forwardedFor: request.headers["x-forwarded-for"], hops }),
      databaseUnavailable: false,
    };
    request.headers[REQUEST_ID_HEADER] = context.id;
    response.setHeader(REQUEST_ID_HEADER, context.id);
    gatePreview(request);
    routeToSite(request, response, platformHost);
    answerOutageAs503(response, context);
    // Next's rewrite proxy (the media files' fallback rewrites, next.config.ts) pipes through its compression and
    // adds ten "close" listeners of its own to the response: with the log line's below, one over Node's warning limit,
    // and each proxied file would print a MaxListenersExceededWarning. They all go with the response.
    response.setMaxListeners(20);
    response.once("close", () => {
      const entry = {
        requestId: context.id,
        method: request.method,
        host: request.headers.host,
        path,
        route: request.url,
        status: response.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        organizationId: context.organizationId,
      };
      if (response.statusCode >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    });
    if (answerBeacon?.(request, response, context.clientAddress)) return;
    runInRequest(context, () => handle(request, response)).catch((error: unknown) => {
      logger.error({ err: error, requestId: context.id, path }, "the request handler failed");
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else response.destroy();
    });
  };
}
