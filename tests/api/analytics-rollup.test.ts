// The rollup job (issue 43) recounts only the hours its page views fall in, and builds a day from its hours: a
// visitor seen in several hours of a day counts once that day, also when a later job covers only a later hour or
// a view stored late in an earlier one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDay } from "@/lib/analytics/period";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { ALPENBAU } from "../helpers/seed-ids";

const DAY = addDays(isoDay(new Date()), -3);
const at = (time: string) => `${DAY}T${time}:00Z`;

let app: AppStack;
let rollupJob: typeof import("@/lib/analytics/rollup-job");

beforeAll(async () => {
  app = await startAppStack();
  rollupJob = await import("@/lib/analytics/rollup-job");
});

afterAll(async () => {
  await app?.close();
});

async function view(visitor: string, time: string, path: string) {
  await app.auth.db.query("insert into analytics_events (organization_id, occurred_at, visitor_hash, path, language, device) values ($1, $2, $3, $4, 'de', 'desktop')", [
    ALPENBAU.id,
    at(time),
    visitor,
    path,
  ]);
}

/** The job as the collector sends it: the earliest view it has not rolled up yet, and now. */
const rollUp = (from: string, to: string) => rollupJob.rollUpAnalyticsJob.handler({ orgId: ALPENBAU.id, from: at(from), to: at(to) }, { id: "test", retryCount: 0 });

async function counts(granularity: "hour" | "day", dimension: string, value: string) {
  const { rows } = await app.auth.db.query<{ bucket: Date; pageviews: number; visitors: number }>(
    `select bucket, pageviews, visitors from analytics_rollups
      where organization_id = $1 and granularity = $2 and dimension = $3 and value = $4 order by bucket`,
    [ALPENBAU.id, granularity, dimension, value],
  );
  return rows.map((row) => ({ at: row.bucket.toISOString().slice(11, 16), pageviews: row.pageviews, visitors: row.visitors }));
}

describe("the rollup of a day's hours", () => {
  it("counts a visitor of three hours once in the day, and once in each hour", async () => {
    await view("aa01", "08:10", "/");
    await view("aa01", "09:30", "/");
    await view("aa01", "09:31", "/about");
    await view("bb02", "09:45", "/about");
    await view("aa01", "11:00", "/about");
    await rollUp("08:10", "11:01");
    expect(await counts("hour", "total", "")).toEqual([
      { at: "08:00", pageviews: 1, visitors: 1 },
      { at: "09:00", pageviews: 3, visitors: 2 },
      { at: "11:00", pageviews: 1, visitors: 1 },
    ]);
    expect(await counts("day", "total", "")).toEqual([{ at: "00:00", pageviews: 5, visitors: 2 }]);
    expect(await counts("day", "page", "/about")).toEqual([{ at: "00:00", pageviews: 3, visitors: 2 }]);
    expect(await counts("day", "page", "/")).toEqual([{ at: "00:00", pageviews: 2, visitors: 1 }]);
  });

  it("adds a later hour's new visitor to the day from that hour alone, and keeps those already counted", async () => {
    await view("cc03", "12:05", "/");
    await view("aa01", "12:06", "/");
    await rollUp("12:05", "12:07");
    expect(await counts("day", "total", "")).toEqual([{ at: "00:00", pageviews: 7, visitors: 3 }]);
    expect(await counts("day", "page", "/")).toEqual([{ at: "00:00", pageviews: 4, visitors: 2 }]);
  });

  it("recounts the hours after a view stored late in an earlier one, so nobody counts twice", async () => {
    // bb02 is first seen at 09:45 above; a view of theirs at 08:50 arrives after the 09:00 hour was counted.
    await view("bb02", "08:50", "/contact");
    await rollUp("08:50", "12:10");
    expect(await counts("day", "total", "")).toEqual([{ at: "00:00", pageviews: 8, visitors: 3 }]);
    expect(await counts("hour", "total", "")).toEqual([
      { at: "08:00", pageviews: 2, visitors: 2 },
      { at: "09:00", pageviews: 3, visitors: 2 },
      { at: "11:00", pageviews: 1, visitors: 1 },
      { at: "12:00", pageviews: 2, visitors: 2 },
    ]);
    expect(await counts("day", "page", "/contact")).toEqual([{ at: "00:00", pageviews: 1, visitors: 1 }]);
  });
});
