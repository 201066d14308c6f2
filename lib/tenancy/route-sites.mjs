// Node preload for the Next.js server (`node --import ./lib/tenancy/route-sites.mjs …`, see scripts/next-server.ts):
// host and language routing. Every request for a page is sent to app/sites/{host}/{locale}/… (site-path.mjs)
// before Next.js reads its URL.
//
// Why not rewrites in next.config.ts, as before: Next matches rewrites twice per request, in its router and again
// in the page's route module, where it compiles every rule anew. On a cached page that was a quarter of the
// server's CPU time per request (`npm run bench`: 1,307 → 945 µs on Northwind's home). A proxy (middleware)
// costs more still. Here it is two regular expressions and a string.
import { runFirstOnEveryRequest } from "../net/every-server.mjs";
import { routeToSite } from "./site-path.mjs";

runFirstOnEveryRequest(routeToSite);

// Checked when the server starts (instrumentation.ts): without this preload no page would be found.
globalThis[Symbol.for("sitebuilder.sitesRouted")] = true;
