// Visitor analytics' reads (issue 43): page views rolled up by the job queue's roll-up-analytics job, read by the
// organisation's admins through GET /api/analytics from the rollups only, with the period before for comparison;
// the live counter; the Dashboard's card; retention by the prune job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDay } from "@/lib/analytics/period";
import type { AnalyticsAnswer } from "@/lib/analytics/schemas";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

const ACME_HOST = "acme.localhost:3000";
const NORTHWIND_HOST = "localhost:3000";

const TODAY = isoDay(new Date());
/** The last 7 days, and the 7 before them. */
const WEEK = { from: addDays(TODAY, -6), to: TODAY };
const BUSY_DAY = addDays(TODAY, -2);
const QUIET_DAY = addDays(TODAY, -1);
const DAY_BEFORE = addDays(TODAY, -9);

let app: AppStack;
let analyticsRoute: typeof import("@/app/api/analytics/route");
let liveRoute: typeof import("@/app/api/analytics/live/route");
let dashboardRoute: typeof import("@/app/api/dashboard/route");
let rollupJob: typeof import("@/lib/analytics/rollup-job");
let pruneJob: typeof import("@/lib/analytics/prune-job");
let admin: string;

interface View {
  org?: string;
  at: string;
  visitor: string;
  path: string;
  language?: string;
  device?: string;
  referrer?: string | null;
  country?: string | null;
  campaign?: string | null;
  post?: string | null;
}

/** Raw page views as the collector stores them (hashes are hex), inserted as the database's owner. */
async function insertViews(views: View[]) {
  for (const view of views) {
    await app.auth.db.query(
      `insert into public.analytics_events (organization_id, occurred_at, visitor_hash, path, language, referrer_host, country, device, utm_source, utm_campaign, post_slug)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        view.org ?? ACME.id,
        view.at,
        view.visitor,
        view.path,
        view.language ?? "en",
        view.referrer ?? null,
        view.country ?? null,
        view.device ?? "desktop",
        view.campaign ? "newsletter" : null,
        view.campaign ?? null,
        view.post ?? null,
      ],
    );
  }
}

async function rollUp(orgId: string) {
  const from = `${addDays(TODAY, -12)}T00:00:00Z`;
  const to = new Date(Date.now() + 3_600_000).toISOString();
  await rollupJob.rollUpAnalyticsJob.handler({ orgId, from, to }, { id: "test", retryCount: 0 });
}

const get = (query: string, token?: string, host = ACME_HOST) => analyticsRoute.GET(apiRequest(host, `/api/analytics?${query}`, { token }));

async function read(params: Record<string, string>, token = admin, host = ACME_HOST): Promise<AnalyticsAnswer> {
  const response = await get(new URLSearchParams(params).toString(), token, host);
  expect(response.status).toBe(200);
  return response.json();
}

const week = (metric: string, by: string) => read({ ...WEEK, metric, by });
const valueOf = (rows: { key: string; value: number }[], key: string) => rows.find((row) => row.key === key)?.value;

beforeAll(async () => {
  app = await startAppStack();
  analyticsRoute = await import("@/app/api/analytics/route");
  liveRoute = await import("@/app/api/analytics/live/route");
  dashboardRoute = await import("@/app/api/dashboard/route");
  rollupJob = await import("@/lib/analytics/rollup-job");
  pruneJob = await import("@/lib/analytics/prune-job");
  await insertViews([
    // Two views of the home page from a German newsletter reader, one post read on a phone with no referrer.
    { at: `${BUSY_DAY}T10:15:00Z`, visitor: "a1", path: "/", referrer: "news.example", country: "DE", campaign: "spring" },
    { at: `${BUSY_DAY}T10:20:00Z`, visitor: "a1", path: "/", referrer: "news.example", country: "DE", campaign: "spring" },
    { at: `${BUSY_DAY}T10:40:00Z`, visitor: "b2", path: "/blog/hello", language: "de", device: "mobile", post: "hello" },
    { at: `${QUIET_DAY}T08:30:00Z`, visitor: "a1", path: "/" },
    // The week before.
    { at: `${DAY_BEFORE}T12:00:00Z`, visitor: "c3", path: "/about", language: "es" },
    // Another organisation's visitor.
    { org: NORTHWIND.id, at: `${BUSY_DAY}T09:00:00Z`, visitor: "d4", path: "/northwind-only", language: "fr" },
  ]);
  await rollUp(ACME.id);
  await rollUp(NORTHWIND.id);
  admin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/analytics by day", () => {
  it("answers every day of the period in order, 0 where nobody came, and the week before for comparison", async () => {
    const answer = await week("pageviews", "day");
    expect(answer).toMatchObject({ metric: "pageviews", by: "day", ...WEEK, total: 4, previous_total: 1 });
    expect(answer.rows.map((row) => row.key)).toEqual(Array.from({ length: 7 }, (_, day) => addDays(WEEK.from, day)));
    expect(answer.rows.filter((row) => row.value > 0)).toEqual([
      { key: BUSY_DAY, value: 3 },
      { key: QUIET_DAY, value: 1 },
    ]);
    expect(answer.previous).toHaveLength(7);
    expect(answer.previous[0].key).toBe(addDays(WEEK.from, -7));
    expect(answer.previous.filter((row) => row.value > 0)).toEqual([{ key: DAY_BEFORE, value: 1 }]);
  });

  it("counts a visitor once a day, however many pages they open", async () => {
    const answer = await week("visitors", "day");
    expect(valueOf(answer.rows, BUSY_DAY)).toBe(2);
    expect(valueOf(answer.rows, QUIET_DAY)).toBe(1);
    expect(answer.total).toBe(3);
  });

  it("answers one row an hour when the period is a single day", async () => {
    const answer = await read({ from: BUSY_DAY, to: BUSY_DAY, metric: "pageviews", by: "day" });
    expect(answer.rows).toHaveLength(24);
    expect(answer.rows.filter((row) => row.value > 0)).toEqual([{ key: `${BUSY_DAY}T10:00:00.000Z`, value: 3 }]);
    expect(answer.total).toBe(3);
  });

  it("gives the same rows when the rollup runs again", async () => {
    const before = await week("visitors", "page");
    await rollUp(ACME.id);
    expect(await week("visitors", "page")).toEqual(before);
  });
});

describe("GET /api/analytics by a dimension", () => {
  it("lists the top pages, largest first, with the period before's", async () => {
    const answer = await week("pageviews", "page");
    expect(answer.rows).toEqual([
      { key: "/", value: 3 },
      { key: "/blog/hello", value: 1 },
    ]);
    expect(answer.previous).toEqual([{ key: "/about", value: 1 }]);
  });

  it("lists languages by visitors, devices, campaigns, posts, referrers (direct as '') and countries", async () => {
    expect((await week("visitors", "language")).rows).toEqual([
      { key: "en", value: 2 },
      { key: "de", value: 1 },
    ]);
    expect((await week("pageviews", "device")).rows).toEqual([
      { key: "desktop", value: 3 },
      { key: "mobile", value: 1 },
    ]);
    expect((await week("pageviews", "campaign")).rows).toEqual([{ key: "spring", value: 2 }]);
    expect((await week("visitors", "post")).rows).toEqual([{ key: "hello", value: 1 }]);
    expect((await week("pageviews", "referrer")).rows).toEqual([
      { key: "", value: 2 },
      { key: "news.example", value: 2 },
    ]);
    expect((await week("visitors", "country")).rows).toEqual([
      { key: "", value: 2 },
      { key: "DE", value: 1 },
    ]);
  });
});

describe("who reads analytics", () => {
  it("shows each organisation's admin their own counts only", async () => {
    const northwind = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const own = await read({ ...WEEK, metric: "pageviews", by: "page" }, northwind, NORTHWIND_HOST);
    expect(own.rows).toEqual([{ key: "/northwind-only", value: 1 }]);
    expect((await week("pageviews", "page")).rows.map((row) => row.key)).not.toContain("/northwind-only");
    // On Acme's host Northwind's admin has no role.
    expect((await get(`from=${WEEK.from}&to=${TODAY}&metric=visitors&by=day`, northwind)).status).toBe(403);
  });

  it("refuses editors, customers and the signed out", async () => {
    const query = `from=${WEEK.from}&to=${TODAY}&metric=visitors&by=day`;
    const editor = await app.signIn(ACME.editor.email, SEED_PASSWORDS.admin);
    expect((await get(query, editor)).status).toBe(403);
    const customer = await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer);
    expect((await get(query, customer)).status).toBe(403);
    expect((await get(query)).status).toBe(401);
    expect((await liveRoute.GET(apiRequest(ACME_HOST, "/api/analytics/live", { token: editor }))).status).toBe(403);
  });

  it("answers 400 for a missing or unknown metric or breakdown, a period that ends before it starts or lasts over two years", async () => {
    for (const query of [
      `from=${WEEK.from}&to=${TODAY}&by=day`,
      `from=${WEEK.from}&to=${TODAY}&metric=sessions&by=day`,
      `from=${WEEK.from}&to=${TODAY}&metric=visitors&by=browser`,
      `from=${TODAY}&to=${WEEK.from}&metric=visitors&by=day`,
      `from=${addDays(TODAY, -730)}&to=${TODAY}&metric=visitors&by=day`,
      `from=2026-13-01&to=${TODAY}&metric=visitors&by=day`,
      `from=${WEEK.from}&to=${TODAY}&metric=visitors&by=day&extra=1`,
    ]) {
      const response = await get(query, admin);
      expect(response.status, query).toBe(400);
    }
    // Exactly two years is allowed.
    expect((await get(`from=${addDays(TODAY, -729)}&to=${TODAY}&metric=visitors&by=page`, admin)).status).toBe(200);
  });
});

describe("GET /api/analytics/live", () => {
  it("counts distinct visitors of the last 5 minutes from the raw page views, for the admin's organisation only", async () => {
    const now = Date.now();
    await insertViews([
      { at: new Date(now - 60_000).toISOString(), visitor: "e5", path: "/" },
      { at: new Date(now - 30_000).toISOString(), visitor: "e5", path: "/about" },
      { at: new Date(now - 10_000).toISOString(), visitor: "f6", path: "/" },
      { at: new Date(now - 6 * 60_000).toISOString(), visitor: "0a", path: "/" },
      { org: NORTHWIND.id, at: new Date(now - 10_000).toISOString(), visitor: "f7", path: "/" },
    ]);
    const live = await liveRoute.GET(apiRequest(ACME_HOST, "/api/analytics/live", { token: admin }));
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ visitors: 2 });
  });
});

describe("the Dashboard's Analytics card", () => {
  it("shows visitors today and in the last 7 days from the rollups", async () => {
    const board = await (await dashboardRoute.GET(apiRequest(ACME_HOST, "/api/dashboard", { token: admin }))).json();
    // The live counter's views of today are not rolled up yet (the collector's flush sends the job).
    expect(board.analytics).toEqual({ today: 0, last_7_days: 3 });
  });
});

describe("the prune job", () => {
  it("deletes raw page views after 30 days and rollups after two years, and keeps the rest", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await insertViews([{ at: old, visitor: "99", path: "/old" }]);
    await app.auth.db.query(
      `insert into public.analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors)
       values ($1, 'day', $2, 'total', '', 5, 5), ($1, 'day', $3, 'total', '', 7, 7)`,
      [ACME.id, `${addDays(TODAY, -731)}T00:00:00Z`, `${addDays(TODAY, -700)}T00:00:00Z`],
    );
    await pruneJob.pruneAnalyticsJob.handler({}, { id: "test", retryCount: 0 });
    const raw = await app.auth.db.query<{ path: string }>("select path from public.analytics_events where organization_id = $1", [ACME.id]);
    expect(raw.rows.map((row) => row.path)).not.toContain("/old");
    expect(raw.rows.map((row) => row.path)).toContain("/blog/hello");
    const totals = await app.auth.db.query<{ pageviews: number }>(
      "select pageviews from public.analytics_rollups where organization_id = $1 and dimension = 'total' and granularity = 'day' and bucket < now() - interval '600 days'",
      [ACME.id],
    );
    expect(totals.rows).toEqual([{ pageviews: 7 }]);
  });
});
