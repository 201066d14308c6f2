import type { IncomingMessage } from "node:http";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { RedisInstrumentation } from "@opentelemetry/instrumentation-redis";
import { NodeSDK } from "@opentelemetry/sdk-node";

// Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (instrumentation.ts): without a collector, none of this runs.
// The exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout) itself.

const SDK = Symbol.for("sitebuilder.telemetry");
const PROBES = new Set(["/api/health", "/api/ready"]);

/** A load balancer's probes every few seconds would bury the requests worth reading. */
function isProbe(request: IncomingMessage): boolean {
  return PROBES.has((request.url ?? "").split("?")[0]);
}

/**
 * Starts tracing: incoming and outgoing HTTP, database queries (pg) and Redis commands (node-redis), with Next's
 * own spans (rendering, route handlers, fetch) under the request's span. Traces only: metrics and logs are not
 * exported (the logs are stdout's JSON lines). Safe to call twice (server/ may start it before Next loads).
 */
export function startTelemetry(): void {
  const slot = globalThis as { [SDK]?: NodeSDK };
  if (slot[SDK]) return;
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || "sitebuilder",
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isProbe }),
      // Query text only, never its values; a query outside any request (the pool's own) is no trace.
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  slot[SDK] = sdk;
}

/** Sends the spans still buffered; for a graceful shutdown. */
export async function stopTelemetry(): Promise<void> {
  const slot = globalThis as { [SDK]?: NodeSDK };
  const sdk = slot[SDK];
  if (!sdk) return;
  delete slot[SDK];
  await sdk.shutdown();
}
