import type { Instrumentation } from "next";

/** How long a server whose database is down waits before it tries to start the job workers again. */
const WORKER_RETRY_MS = 5_000;

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
  const { logger } = await import("@/lib/log/logger.mjs");
  const { stopQueue } = await import("@/lib/jobs/queue");
  const { startWorkers } = await import("@/lib/jobs/worker");
  const { ALL_JOBS } = await import("@/lib/jobs/all-jobs");
  let stopping = false;
  // Added beside the server's own handler (server/main.ts, or Next's), which still exits the process: the workers
  // take no new job and finish those they run while the server stops.
  process.once("SIGTERM", () => {
    stopping = true;
    stopQueue().catch((error: unknown) => logger.error({ err: error }, "job queue did not stop cleanly"));
  });
  void (async () => {
    while (!stopping) {
      try {
        await startWorkers(ALL_JOBS);
        logger.info({ jobs: ALL_JOBS.map((job) => job.name) }, "job workers started");
        return;
      } catch (error) {
        if (stopping) return;
        logger.error({ err: error, retryInMs: WORKER_RETRY_MS }, "job workers did not start");
        await new Promise((resolve) => setTimeout(resolve, WORKER_RETRY_MS).unref());
      }
    }
  })();
}

/** Logs every server error Next catches, with the request's id, route and the stack (issue 38). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // The logger writes to Node's stdout; there is no edge code, and this file is compiled for both runtimes.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/log/request-error");
  logRequestError(error, request, context);
};
