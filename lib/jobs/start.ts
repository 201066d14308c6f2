import "server-only";
import { stopCollector } from "@/lib/analytics/collect/collector";
import { logger } from "@/lib/log/logger.mjs";
import { ALL_JOBS } from "./all-jobs";
import { stopQueue } from "./queue";
import { startWorkers } from "./worker";

/** How long a server whose database is down waits before it tries to start the job workers again. */
const WORKER_RETRY_MS = 5_000;

/**
 * Starts this server's job workers in the background (instrumentation.ts): a server starts and serves while its
 * database is down, and its workers start once the database answers. On SIGTERM, beside the server's own handler
 * (server/main.ts, or Next's), which still exits the process, the workers take no new job and finish those they run.
 */
export function startJobWorkers() {
  let stopping = false;
  process.once("SIGTERM", () => {
    stopping = true;
    // The page views still buffered are written first, through the queue's connection.
    stopCollector()
      .then(stopQueue)
      .catch((error: unknown) => logger.error({ err: error }, "job queue did not stop cleanly"));
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
