import "server-only";
import type PgBoss from "pg-boss";
import { logger } from "@/lib/log/logger.mjs";
import { processBoss, type JobBoss } from "./queue";
import type { JobDefinition } from "./registry";

// Workers poll their queue and run each job it holds that is due, including those that fell due while no worker
// ran. Every instance runs them: pg-boss takes a job with `FOR UPDATE SKIP LOCKED`, so each job runs on one
// worker of one instance only. A throw retries the job per its definition; after the last retry it stays failed
// with the error's message (jobState). A job can still run twice (its process died before its result was
// recorded, and it timed out), which is why handlers are idempotent (registry.ts).

/** A due job starts within about this long (pg-boss 10 polls no faster than every 0.5 s). */
const POLLING_INTERVAL_SECONDS = 1;

/** Jobs taken per poll, run one after another: a worker waits a polling interval between polls. */
const BATCH_SIZE = 5;

function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** Runs one job; answers what it threw, if anything. */
async function runJob<Data extends object>(definition: JobDefinition<Data>, job: PgBoss.JobWithMetadata<Data>): Promise<Error | undefined> {
  const fields = { job: definition.name, jobId: job.id, retryCount: job.retryCount };
  const started = performance.now();
  try {
    await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
    logger.info({ ...fields, durationMs: elapsedMs(started) }, "job done");
    return undefined;
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const retried = job.retryCount < job.retryLimit;
    logger.error({ ...fields, durationMs: elapsedMs(started), err: error, retried }, retried ? "job failed, will retry" : "job failed");
    return error;
  }
}

function work<Data extends object>(boss: PgBoss, definition: JobDefinition<Data>): Promise<string> {
  const options = { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: BATCH_SIZE };
  return boss.work<Data>(definition.name, { ...options, includeMetadata: true }, async (jobs) => {
    for (const job of jobs) {
      const error = await runJob(definition, job);
      // pg-boss settles a batch as a whole when this returns (a throw would fail every job in it): a failure is
      // recorded here for its own job, which pg-boss retries per the job's settings or keeps as failed with the
      // error's message; the jobs still active are then completed.
      if (error) await boss.fail(definition.name, job.id, error);
    }
  });
}

/**
 * Runs the jobs' workers on `boss`. Every queue is created before any worker starts, so a start that failed (the
 * database down) can be tried again without running a queue's worker twice.
 */
export async function runWorkers(boss: JobBoss, jobs: JobDefinition[]): Promise<void> {
  const ready = await Promise.all(jobs.map((job) => boss.queueFor(job)));
  await Promise.all(jobs.map((job, index) => work(ready[index], job)));
}

/** Runs the jobs' workers in this process, on the pg-boss that sends (queue.ts). */
export async function startWorkers(jobs: JobDefinition[]): Promise<void> {
  await runWorkers(processBoss(), jobs);
}
