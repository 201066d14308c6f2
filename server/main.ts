// The self-hosted server: `npm start`, the standalone output and the Docker image run this file, bundled by
// scripts/build.ts into `<distDir>/standalone/server.mjs` beside the build it serves. Next's documented custom
// server API (`next()` and its request handler) behind our own request path (handle-request.ts).
import { createServer } from "node:http";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import next from "next";
import { exitOnInvalidEnv } from "../lib/env/exit-on-invalid-env";
import { logger } from "../lib/log/logger.mjs";
import { trustedProxyHops } from "../lib/net/client-address.mjs";
import { readBuiltConfig, serveBuiltConfig } from "../lib/next-internals/built-config";
import { startTelemetry, stopTelemetry } from "../lib/telemetry/start";
import { platformHost } from "../lib/tenancy/platform-host";
import { createRequestHandler } from "./handle-request";

/** The build's dist dir inside the standalone folder, written in by scripts/build.ts. */
declare const __DIST_DIR__: string;

/** How long a stopping server waits for the requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // This server is the production one: the environment's checks and Next's build both read it from here.
  Object.assign(process.env, { NODE_ENV: "production" });
  // `.env*` of the folder the server is started from, as `next start` reads them; the environment wins.
  loadEnvConfig(process.cwd(), false);
  // The logger was made when this file loaded, before the `.env*` files were read.
  if (process.env.LOG_LEVEL) logger.level = process.env.LOG_LEVEL;
  const dir = import.meta.dirname;
  process.chdir(dir);
  exitOnInvalidEnv();
  const hops = trustedProxyHops();
  const port = Number(process.env.PORT) || 3000;
  // Unset: every interface, IPv4 and IPv6, as `next start` listens. (Docker sets HOSTNAME to the container's name:
  // the image sets it to 0.0.0.0.)
  const hostname = process.env.HOSTNAME || undefined;

  // Before Next loads: the instrumentations only see the modules (http, pg, redis) required after they start.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) startTelemetry();

  // The cache handlers find the build's id in it (lib/cache/shared-cache.mjs).
  process.env.NEXT_DIST_DIR = __DIST_DIR__;
  const conf = readBuiltConfig(path.join(dir, __DIST_DIR__));
  serveBuiltConfig(conf);
  const app = next({ dev: false, dir, hostname, port, conf, customServer: true });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Loaded after telemetry started and Next loaded pg: one pg, instrumented, for both (scripts/build.ts).
  const beacon = await import("./beacon");
  const server = createServer(createRequestHandler({ handle, hops, platformHost: platformHost(), answerBeacon: beacon.answerBeacon }));
  server.listen(port, hostname, () => logger.info({ port, hostname }, "ready"));

  const stop = (signal: string) => {
    logger.info({ signal }, "stopping");
    // The page views the beacon's buffer still holds are written before the process ends (beacon.ts).
    server.close(() => void Promise.allSettled([beacon.stopCollector(), stopTelemetry()]).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "the server could not start");
  process.exit(1);
});
