// Node preload for the Next.js server (`node --import ./lib/tenancy/route-sites.mjs …`, see scripts/next-server.ts):
// host and language routing. Every request for a page is sent to app/sites/{host}/{locale}/… (site-path.mjs)
// before Next.js reads its URL.
//
// Why not rewrites in next.config.ts, as before: Next matches rewrites twice per request, in its router and again
// in the page's route module, where it compiles every rule anew. On a cached page that was a quarter of the
// server's CPU time per request (`npm run bench`: 1,307 → 945 µs on Northwind's home). A proxy (middleware)
// costs more still. Here it is two regular expressions and a string.
import http from "node:http";
import https from "node:https";
import { sitePath } from "./site-path.mjs";

/**
 * What Next's router tells the App Router in the browser when it rewrote a navigation's request (RSC): the path
 * that was rendered, from which the client reads the route's parameters.
 */
export const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";

export function routeToSite(request, response) {
  const url = sitePath(request.url ?? "/", request.headers.host);
  if (url === undefined) return;
  if (request.headers.rsc === "1") response.setHeader(REWRITTEN_PATH_HEADER, url.split("?", 1)[0]);
  request.url = url;
}

for (const transport of [http, https]) {
  const createServer = transport.createServer;
  transport.createServer = function (...args) {
    const server = createServer.apply(this, args);
    server.prependListener("request", routeToSite);
    return server;
  };
}

// Checked when the server starts (instrumentation.ts): without this preload no page would be found.
globalThis[Symbol.for("sitebuilder.sitesRouted")] = true;
