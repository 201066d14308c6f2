import path from "node:path";
import { pathToFileURL } from "node:url";

export const NEXT_BIN = "node_modules/next/dist/bin/next";

const PRELOADS = ["../lib/net/trust-forwarded.mjs", "../lib/db/unavailable-status.mjs", "../lib/tenancy/route-sites.mjs"].map(
  (file) => `--import=${pathToFileURL(path.resolve(import.meta.dirname, file)).href}`,
);

/**
 * The environment of every Next.js server we start (dev, start, tests, benchmarks): Node preloads
 * lib/net/trust-forwarded.mjs, which resolves each request's client address from the socket before
 * Next.js reads the request, lib/db/unavailable-status.mjs, which answers a page that failed for
 * want of the database with 503, and lib/tenancy/route-sites.mjs, the host and language routing. NODE_OPTIONS rather than a flag: `next dev` serves from a forked child.
 */
export function nextServerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ? `${env.NODE_OPTIONS} ` : "";
  return { ...env, NODE_OPTIONS: `${options}${PRELOADS.join(" ")}` };
}
