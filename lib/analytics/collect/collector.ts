import "server-only";
import { enqueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/log/logger.mjs";
import { rollUpAnalyticsJob } from "../rollup-job";
import { recordPageViews } from "../mutations";
import { ANALYTICS_FLUSH_EVENTS, ANALYTICS_FLUSH_MS, ANALYTICS_ROLLUP_DELAY_MS, ANALYTICS_ROLLUP_START_AFTER_MS } from "../constants";
import { createViewLimiter } from "./rate-limit";
import type { PageViewRow } from "./page-view";

// The collector's buffer: a page view's request only pushes here and answers; the buffer is written to Postgres
// every ANALYTICS_FLUSH_MS or as soon as it holds ANALYTICS_FLUSH_EVENTS, in one call, off the request's path.
// After a batch, each organisation in it gets a rollup job, at most one per ANALYTICS_ROLLUP_DELAY_MS.

/** While Postgres is away the buffer keeps at most this many page views; later ones are dropped, not queued in memory. */
const MAX_BUFFERED = 20_000;

export interface CollectorDeps {
  record: (events: readonly PageViewRow[]) => Promise<number>;
  sendRollUp: (job: { orgId: string; from: string; to: string }, startAfter: Date) => Promise<unknown>;
  flushMs?: number;
  flushEvents?: number;
  now?: () => number;
}

export function createCollector({ record, sendRollUp, flushMs = ANALYTICS_FLUSH_MS, flushEvents = ANALYTICS_FLUSH_EVENTS, now = Date.now }: CollectorDeps) {
  const limiter = createViewLimiter();
  let buffer: PageViewRow[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let queued = false;
  /** Per organisation: the earliest stored page view no rollup job covers yet. */
  const unrolled = new Map<string, string>();
  const lastRollUp = new Map<string, number>();
  let dropping = false;

  async function sendDueRollUps(): Promise<void> {
    const at = now();
    for (const [orgId, from] of unrolled) {
      if (at - (lastRollUp.get(orgId) ?? -Infinity) < ANALYTICS_ROLLUP_DELAY_MS) continue;
      unrolled.delete(orgId);
      lastRollUp.set(orgId, at);
      // The job recounts whole buckets when it runs, 10 s on: views stored meanwhile in those buckets count too.
      await sendRollUp({ orgId, from, to: new Date(at).toISOString() }, new Date(at + ANALYTICS_ROLLUP_START_AFTER_MS)).catch((error: unknown) => {
        logger.error({ err: error, organizationId: orgId }, "analytics: could not send the rollup job");
        const pending = unrolled.get(orgId);
        if (!pending || pending > from) unrolled.set(orgId, from);
        lastRollUp.delete(orgId);
      });
    }
  }

  async function writeBatch(): Promise<void> {
    limiter.sweep(now());
    const batch = buffer;
    buffer = [];
    if (batch.length > 0) {
      try {
        await record(batch);
        for (const event of batch) {
          const earliest = unrolled.get(event.organization_id);
          if (!earliest || event.occurred_at < earliest) unrolled.set(event.organization_id, event.occurred_at);
        }
      } catch (error) {
        // Page views are counts, not records anyone relies on: a batch Postgres refused is dropped, not retried.
        logger.error({ err: error, events: batch.length }, "analytics: a batch of page views was not stored");
      }
    }
    await sendDueRollUps();
  }

  /** Writes what the buffer holds now, after any write already under way (one at a time). */
  function flush(): Promise<void> {
    // One write waiting behind the current one is enough: it takes everything pushed until it starts.
    if (queued) return flushing;
    queued = true;
    flushing = flushing.then(() => {
      queued = false;
      return writeBatch();
    });
    return flushing;
  }

  return {
    /** Counts a page view unless its visitor has had their minute's views; never waits on anything. */
    admit(event: PageViewRow): boolean {
      if (!limiter.take(event.visitor_hash, now())) return false;
      if (buffer.length >= MAX_BUFFERED) {
        if (!dropping) logger.warn({ buffered: buffer.length }, "analytics: the buffer is full, page views are dropped");
        dropping = true;
        return false;
      }
      dropping = false;
      buffer.push(event);
      if (!timer) {
        timer = setInterval(() => void flush(), flushMs);
        // The buffer never keeps a process alive.
        timer.unref();
      }
      if (buffer.length >= flushEvents) void flush();
      return true;
    },
    flush,
    /** Writes what is left and stops the timer (a stopping server, a test). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
    get buffered() {
      return buffer.length;
    },
  };
}
export type Collector = ReturnType<typeof createCollector>;

const globalForCollector = globalThis as typeof globalThis & { __analyticsCollector?: Collector };

/** This process's collector, writing through the job queue's connection (kept on globalThis across dev reloads). */
export function processCollector(): Collector {
  globalForCollector.__analyticsCollector ??= createCollector({
    record: recordPageViews,
    sendRollUp: (job, startAfter) => enqueue(rollUpAnalyticsJob, job, { startAfter }),
  });
  return globalForCollector.__analyticsCollector;
}

/** Writes what this process's collector still holds and stops it (a stopping server); nothing when none was made. */
export async function stopCollector(): Promise<void> {
  await globalForCollector.__analyticsCollector?.stop();
}
