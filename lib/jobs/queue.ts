import "server-only";
import PgBoss from "pg-boss";
import { z } from "zod";
import { DatabaseUnavailableError, isConnectionError } from "@/lib/db/errors";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";
import type { JobDefinition } from "./registry";
import { JOB_QUEUE_SCHEMA } from "./schema-plan";

// The durable job queue (pg-boss 10) that scheduled publishing, email and analytics rollups share. Its schema is
// made by the migrations (…_job_queue.sql; neither anon nor authenticated may use it). Sending starts pg-boss
// (its schema checked, or migrated after an upgrade, and its maintenance every two minutes) but
// never a worker: workers run where worker.ts starts them, so a request that sends never waits on one.


/** pg-boss outside the app's request path: a small pool of its own beside the app's (lib/db/pool.ts). */
const POOL_SIZE = 2;

/** How long a stopping pg-boss waits for the jobs it runs (server/main.ts gives a stopping server 10 s). */
const STOP_TIMEOUT_MS = 8_000;

/** One pg-boss with its own pool, started on first use; its queues are created once each. */
export interface JobBoss {
  queueFor(job: JobDefinition): Promise<PgBoss>;
  /** pg-boss started, whatever queues exist. */
  started(): Promise<PgBoss>;
  stop(): Promise<void>;
}

function startBoss(): Promise<PgBoss> {
  const options: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: readServerEnv().DATABASE_URL,
    max: POOL_SIZE,
    // pg-boss hands its options to pg's Pool: an unreachable database fails fast, as the app's pool does.
    connectionTimeoutMillis: 3_000,
    schema: JOB_QUEUE_SCHEMA,
    // No cron schedules (yet): the scheduler would poll an internal queue of its own.
    schedule: false,
  };
  const boss = new PgBoss(options);
  // Without a listener an emitted "error" (a dropped connection, a failed poll) would crash the process.
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  return boss.start();
}

/** A pg-boss of its own: each process keeps one (processBoss); tests make a second to stand for another instance. */
export function createJobBoss(): JobBoss {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<PgBoss>>();

  function start(): Promise<PgBoss> {
    // A pg-boss whose start failed cannot start again: the next attempt makes a new one.
    started ??= startBoss().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  return {
    started: start,
    queueFor(job) {
      let queue = queues.get(job.name);
      if (!queue) {
        // pg-boss 10 sends to and works on created queues only; creating an existing one changes nothing.
        queue = start().then(async (boss) => {
          await boss.createQueue(job.name);
          return boss;
        });
        queue.catch(() => queues.delete(job.name));
        queues.set(job.name, queue);
      }
      return queue;
    },
    async stop() {
      const boss = await started?.catch(() => undefined);
      started = undefined;
      queues.clear();
      await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

const globalForBoss = globalThis as typeof globalThis & { __siteJobBoss?: JobBoss };

/** One pg-boss per process (kept on globalThis so dev reloads reuse it), for sending and for the workers. */
export function processBoss(): JobBoss {
  globalForBoss.__siteJobBoss ??= createJobBoss();
  return globalForBoss.__siteJobBoss;
}

/** pg-boss with the job's queue (or without one); a request that reaches it while the database is down answers 503, as any other. */
async function bossFor<T>(job: JobDefinition | null, run: (boss: PgBoss) => Promise<T>): Promise<T> {
  try {
    return await run(await (job ? processBoss().queueFor(job) : processBoss().started()));
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export interface EnqueueOptions {
  /** Not run before this time; unset: as soon as a worker is free. */
  startAfter?: Date;
  /**
   * Stored with the job. On pg-boss 10's standard queues it keeps a second job out only together with a throttling
   * window, not alone: send a key for the handler's idempotency, not to deduplicate.
   */
  singletonKey?: string;
}

/** Sends a job and answers its id (null when pg-boss kept it out as a duplicate). Starts no worker. */
export async function enqueue<Data extends object>(job: JobDefinition<Data>, data: Data, options: EnqueueOptions = {}): Promise<string | null> {
  // The definition's retry settings go with each job, so a changed definition applies to the next job sent.
  const settings = { retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: job.retryBackoff };
  return bossFor(job, (boss) => boss.send(job.name, data, { ...settings, startAfter: options.startAfter, singletonKey: options.singletonKey }));
}

/** A job not yet run never runs; one running or done is left as it is. */
export async function cancelJob(job: JobDefinition, id: string): Promise<void> {
  await bossFor(job, (boss) => boss.cancel(job.name, id));
}

export type JobStateName = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export interface JobState {
  state: JobStateName;
  retryCount: number;
  /** The last error's message, while the job waits for a retry or once it failed; else null. */
  error: string | null;
  startAfter: Date;
  completedOn: Date | null;
}

/** What pg-boss keeps of a failure: the thrown error, serialised; a timeout's message is wrapped in `value`. */
const failureOutput = z.union([
  z.object({ message: z.string() }),
  z.object({ value: z.object({ message: z.string() }) }).transform((output) => output.value),
]);

/** The job as it stands, also once archived (pg-boss moves finished jobs aside after 12 hours); null if unknown. */
export async function jobState(job: JobDefinition, id: string): Promise<JobState | null> {
  const found = await bossFor(job, (boss) => boss.getJobById(job.name, id, { includeArchive: true }));
  if (!found) return null;
  const failure = found.state === "retry" || found.state === "failed" ? failureOutput.safeParse(found.output) : undefined;
  return {
    state: found.state,
    retryCount: found.retryCount,
    error: failure?.success ? failure.data.message : null,
    startAfter: found.startAfter,
    completedOn: found.completedOn,
  };
}

/** Stops this process's pg-boss: its workers finish the jobs they run (for up to 8 s) and its pool closes. */
export async function stopQueue(): Promise<void> {
  const boss = globalForBoss.__siteJobBoss;
  delete globalForBoss.__siteJobBoss;
  await boss?.stop();
}

/**
 * One statement on the job queue's own connection, as the app's login role itself (never anon or authenticated):
 * for the functions granted to that role alone, such as the email outbox's (…_email_deliveries.sql). Rows are
 * checked against `row`.
 */
export async function queueSql<Row>(text: string, values: unknown[], row: z.ZodType<Row>): Promise<Row[]> {
  const { rows } = await bossFor(null, (boss) => boss.getDb().executeSql(text, values));
  return z.array(row).parse(rows);
}
