import type { Instrumentation } from "next";

/**
 * Runs once when a server starts: a malformed environment stops it with a message naming the variable, and
 * OpenTelemetry starts when a collector is named (OTEL_EXPORTER_OTLP_ENDPOINT). Without one nothing of it is loaded.
 * Then the job workers start (unless JOBS_WORKER=off), in the background: a server starts and serves while its
 * database is down, and its workers start once the database answers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { exitOnInvalidEnv } = await import("@/lib/env/exit-on-invalid-env");
  exitOnInvalidEnv();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTelemetry } = await import("@/lib/telemetry/start");
    startTelemetry();
  }
  const { readServerEnv } = await import("@/lib/env/server-env");
  if (readServerEnv().JOBS_WORKER === "off") return;
  const { startJobWorkers } = await import("@/lib/jobs/start");
  startJobWorkers();
}

/** Logs every server error Next catches, with the request's id, route and the stack (issue 38). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // The logger writes to Node's stdout; there is no edge code, and this file is compiled for both runtimes.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/log/request-error");
  logRequestError(error, request, context);
};
