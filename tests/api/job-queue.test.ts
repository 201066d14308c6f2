// The shared job queue (lib/jobs, pg-boss) on the embedded database as the app reaches it: jobs run when they are
// due, once across instances, also after a time no worker ran; failures are retried and then kept with their
// message; a cancelled job never runs; the queue's tables are out of reach of the roles visitors' queries take; and
// sending while the database is down fails as the app's other queries do.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Claims } from "@/lib/db";
import type { JobBoss } from "@/lib/jobs/queue";
import { defineJob, type JobDefinition } from "@/lib/jobs/registry";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND } from "../helpers/seed-ids";

let app: AppStack;
let queue: typeof import("@/lib/jobs/queue");
let worker: typeof import("@/lib/jobs/worker");
const otherInstances: JobBoss[] = [];

beforeAll(async () => {
  app = await startAppStack();
  queue = await import("@/lib/jobs/queue");
  worker = await import("@/lib/jobs/worker");
});

afterAll(async () => {
  for (const boss of otherInstances) await boss.stop();
  await queue?.stopQueue();
  await app?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** A pg-boss of its own with workers for `jobs`: what another server instance runs. */
async function anotherInstance(jobs: JobDefinition[]): Promise<JobBoss> {
  const boss = queue.createJobBoss();
  otherInstances.push(boss);
  await worker.runWorkers(boss, jobs);
  return boss;
}

describe("a scheduled job", () => {
  it("runs once, after its time, with its data", async () => {
    const runs: { data: { postId: string }; at: number }[] = [];
    const job = defineJob<{ postId: string }>({
      name: "test-scheduled",
      handler: async (data) => void runs.push({ data, at: Date.now() }),
    });
    await worker.startWorkers([job]);

    const due = Date.now() + 1_000;
    const id = await queue.enqueue(job, { postId: "post-1" }, { startAfter: new Date(due) });
    expect(id).toEqual(expect.any(String));
    expect((await queue.jobState(job, id!))?.state).toBe("created");

    await until(async () => (await queue.jobState(job, id!))?.state === "completed", 5_000);
    await sleep(1_200);
    expect(runs).toEqual([{ data: { postId: "post-1" }, at: expect.any(Number) }]);
    expect(runs[0].at).toBeGreaterThanOrEqual(due);
    expect(runs[0].at).toBeLessThan(due + 2_500);
  });

  it("whose time passed while no worker ran, runs when a worker starts", async () => {
    const runs: number[] = [];
    const job = defineJob<{ n: number }>({ name: "test-overdue", handler: async ({ n }) => void runs.push(n) });
    const id = await queue.enqueue(job, { n: 7 }, { startAfter: new Date(Date.now() - 60_000) });
    await sleep(1_200);
    expect(runs).toEqual([]);
    expect((await queue.jobState(job, id!))?.state).toBe("created");

    await anotherInstance([job]);
    await until(() => runs.length > 0, 3_000);
    expect(runs).toEqual([7]);
  });

  it("never runs once cancelled", async () => {
    const runs: string[] = [];
    const job = defineJob<{ postId: string }>({ name: "test-cancelled", handler: async ({ postId }) => void runs.push(postId) });
    await worker.startWorkers([job]);

    const id = await queue.enqueue(job, { postId: "post-2" }, { startAfter: new Date(Date.now() + 1_000) });
    await queue.cancelJob(job, id!);
    await sleep(2_500);
    expect(runs).toEqual([]);
    expect((await queue.jobState(job, id!))?.state).toBe("cancelled");
  });
});

describe("two instances running workers", () => {
  it("run each of 20 jobs exactly once between them", async () => {
    // The same job as each instance defines it, counting the runs it sees.
    const runsByInstance = [new Map<number, number>(), new Map<number, number>()];
    const [first, second] = runsByInstance.map((runs) =>
      defineJob<{ n: number }>({
        name: "test-shared",
        handler: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await sleep(100);
        },
      }),
    );
    const numbers = Array.from({ length: 20 }, (_, n) => n);
    const ids = await Promise.all(numbers.map((n) => queue.enqueue(first, { n })));

    await Promise.all([anotherInstance([first]), anotherInstance([second])]);
    await until(async () => {
      const states = await Promise.all(ids.map((id) => queue.jobState(first, id!)));
      return states.every((state) => state?.state === "completed");
    }, 15_000);

    const total = new Map<number, number>();
    for (const runs of runsByInstance) for (const [n, count] of runs) total.set(n, (total.get(n) ?? 0) + count);
    expect([...total.keys()].sort((a, b) => a - b)).toEqual(numbers);
    expect([...total.values()].every((count) => count === 1)).toBe(true);
    // Both took part: the second took jobs while the first ran its own.
    expect(runsByInstance.map((runs) => runs.size > 0)).toEqual([true, true]);
  });
});

describe("a job whose handler throws", () => {
  it("is retried, then kept as failed with the error's message", async () => {
    const attempts: number[] = [];
    const job = defineJob<{ to: string }>({
      name: "test-failing",
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      handler: async (_data, run) => {
        attempts.push(run.retryCount);
        throw new Error("SMTP server refused the message");
      },
    });
    await worker.startWorkers([job]);

    const id = await queue.enqueue(job, { to: "sam@example.com" });
    await until(async () => (await queue.jobState(job, id!))?.state === "failed", 15_000);

    expect(attempts).toEqual([0, 1, 2]);
    expect(await queue.jobState(job, id!)).toMatchObject({
      state: "failed",
      retryCount: 2,
      error: "SMTP server refused the message",
      completedOn: expect.any(Date),
    });
  });
});

describe("the queue's tables", () => {
  it("cannot be read by anon or authenticated", async () => {
    const { withRls } = await import("@/lib/db");
    // pg-boss installs its schema when it first starts; an unknown job is simply not found.
    const probe = defineJob({ name: "test-privileges", handler: async () => undefined });
    expect(await queue.jobState(probe, randomUUID())).toBeNull();

    const visitors: Claims[] = [{ role: "anon" }, { role: "authenticated", sub: NORTHWIND.customer.id }];
    for (const claims of visitors) {
      for (const table of ["job", "archive", "queue", "version"]) {
        const failure = await withRls(claims, (db) => db.execute(sql.raw(`select * from pgboss.${table}`))).then(
          () => "read",
          (error: unknown) => String(error instanceof Error && error.cause instanceof Error ? error.cause.message : error),
        );
        expect(failure, `${claims.role} reading pgboss.${table}`).toMatch(/permission denied for schema pgboss/);
      }
    }
  });
});

describe("sending while the database is down", () => {
  it("fails as the app's other queries do, so the request answers 503", async () => {
    const { DatabaseUnavailableError } = await import("@/lib/db");
    const job = defineJob<{ postId: string }>({ name: "test-outage", handler: async () => undefined });
    await app.stopDatabase();
    await expect(queue.enqueue(job, { postId: "post-3" })).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
