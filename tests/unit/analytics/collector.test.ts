// The collector's buffer (issue 43): a page view's request only pushes; the buffer is written once a second or at
// 200 views in one call, each visitor counts at most 60 views a minute, and each organisation gets at most one
// rollup job per 15 seconds, covering every view stored since its last one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCollector } from "@/lib/analytics/collect/collector";
import type { PageViewRow } from "@/lib/analytics/collect/page-view";
import {
  ANALYTICS_FLUSH_EVENTS,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_VIEWS_PER_MINUTE,
  ANALYTICS_ROLLUP_DELAY_MS,
  ANALYTICS_ROLLUP_START_AFTER_MS,
} from "@/lib/analytics/constants";

vi.mock("@/lib/jobs/queue", () => ({ enqueue: vi.fn() }));
vi.mock("@/lib/analytics/mutations", () => ({ recordPageViews: vi.fn() }));
vi.mock("@/lib/analytics/rollup-job", () => ({ rollUpAnalyticsJob: { name: "roll-up-analytics" } }));

const ACME = "20000000-0000-4000-8000-000000000000";
const NORTHWIND = "10000000-0000-4000-8000-000000000000";

let clock = Date.parse("2026-11-30T10:00:00Z");
const view = (visitor: number, orgId = ACME): PageViewRow => ({
  organization_id: orgId,
  occurred_at: new Date(clock).toISOString(),
  visitor_hash: visitor.toString(16).padStart(32, "0"),
  path: "/",
  language: "en",
  referrer_host: null,
  country: null,
  device: "desktop",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  post_slug: null,
});

function setup() {
  const batches: PageViewRow[][] = [];
  const jobs: { orgId: string; from: string; to: string; startAfter: string }[] = [];
  const collector = createCollector({
    record: async (events) => {
      batches.push([...events]);
      return events.length;
    },
    sendRollUp: async (job, startAfter) => jobs.push({ ...job, startAfter: startAfter.toISOString() }),
    now: () => clock,
  });
  return { collector, batches, jobs };
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = Date.parse("2026-11-30T10:00:00Z");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the buffer", () => {
  it("writes its views once a second, in one call", async () => {
    const { collector, batches } = setup();
    for (let visitor = 0; visitor < 5; visitor += 1) collector.admit(view(visitor));
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(batches.map((batch) => batch.length)).toEqual([5]);
    await collector.stop();
  });

  it("writes at once when it holds 200 views", async () => {
    const { collector, batches } = setup();
    for (let visitor = 0; visitor < ANALYTICS_FLUSH_EVENTS; visitor += 1) collector.admit(view(visitor));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.length)).toEqual([ANALYTICS_FLUSH_EVENTS]);
    await collector.stop();
  });

  it("drops a batch Postgres refuses and goes on with the next", async () => {
    let fail = true;
    const stored: PageViewRow[] = [];
    const collector = createCollector({
      record: async (events) => {
        if (fail) throw new Error("connection refused");
        stored.push(...events);
        return events.length;
      },
      sendRollUp: async () => undefined,
      now: () => clock,
    });
    collector.admit(view(1));
    await collector.flush();
    fail = false;
    collector.admit(view(2));
    await collector.flush();
    expect(stored.map((event) => event.visitor_hash)).toEqual([view(2).visitor_hash]);
    await collector.stop();
  });
});

describe("the rate limit", () => {
  it("counts at most 60 views a minute per visitor, and counts them again the next minute", async () => {
    const { collector } = setup();
    const counted = Array.from({ length: ANALYTICS_MAX_VIEWS_PER_MINUTE + 5 }, () => collector.admit(view(7)));
    expect(counted.filter(Boolean)).toHaveLength(ANALYTICS_MAX_VIEWS_PER_MINUTE);
    expect(collector.admit(view(8))).toBe(true);
    clock += 60_000;
    expect(collector.admit(view(7))).toBe(true);
    await collector.stop();
  });
});

describe("the rollup jobs", () => {
  it("go out after a batch for each organisation in it, to run 10 s later", async () => {
    const { collector, jobs } = setup();
    collector.admit(view(1, ACME));
    collector.admit(view(2, NORTHWIND));
    await collector.flush();
    const startAfter = new Date(clock + ANALYTICS_ROLLUP_START_AFTER_MS).toISOString();
    expect(jobs).toEqual([
      { orgId: ACME, from: "2026-11-30T10:00:00.000Z", to: "2026-11-30T10:00:00.000Z", startAfter },
      { orgId: NORTHWIND, from: "2026-11-30T10:00:00.000Z", to: "2026-11-30T10:00:00.000Z", startAfter },
    ]);
    await collector.stop();
  });

  it("go out at most once per 15 s per organisation, covering every view since the last", async () => {
    const { collector, jobs } = setup();
    collector.admit(view(1));
    await collector.flush();
    clock += 5_000;
    collector.admit(view(2));
    await collector.flush();
    expect(jobs).toHaveLength(1);
    clock += ANALYTICS_ROLLUP_DELAY_MS;
    // The timer's next write sends the job that waited, though no view came since.
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toMatchObject({ orgId: ACME, from: "2026-11-30T10:00:05.000Z" });
    await collector.stop();
  });
});

describe("a stopping server", () => {
  it("writes the views its collector still holds (stopCollector), and does nothing when none was made", async () => {
    const { processCollector, stopCollector } = await import("@/lib/analytics/collect/collector");
    const { recordPageViews } = await import("@/lib/analytics/mutations");
    const { enqueue } = await import("@/lib/jobs/queue");
    vi.mocked(recordPageViews).mockImplementation(async (events) => events.length);
    vi.mocked(enqueue).mockResolvedValue("job");
    await stopCollector();
    expect(recordPageViews).not.toHaveBeenCalled();
    processCollector().admit(view(1));
    processCollector().admit(view(2));
    await stopCollector();
    expect(vi.mocked(recordPageViews).mock.calls.map(([events]) => events.length)).toEqual([2]);
  });
});
