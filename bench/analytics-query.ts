import "../scripts/load-env";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createSeededPglite, createTestDatabase } from "../tests/helpers/db";
import { freePort } from "../tests/helpers/free-port";
import { NORTHWIND } from "../tests/helpers/seed-ids";
import { withWholeBatches } from "../supabase/embedded/whole-batches";

/**
 * The Dashboard's analytics reads at scale (issue 43): BENCH_ANALYTICS_EVENTS (10 M by default) synthetic page
 * views of one organisation over the last 29 days, rolled up a day at a time as the job does, 11 more months of
 * rollups copied from them, then GET /api/analytics's reads (lib/analytics/report.ts, as the admin under RLS)
 * timed. On real PostgreSQL when BENCH_DATABASE_URL is a superuser URL (`bash scripts/start-postgres.sh` prints
 * one; a fresh database is made and dropped), else on the embedded PGlite. Run with the react-server condition
 * (npm run bench:analytics) so the app's server-only modules load outside Next.
 */
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000);
const CHUNK = 1_000_000;
const DAYS = 29;
const RUNS = 5;
const ORG = NORTHWIND.id;

function ms(start: number): number {
  return Math.round(performance.now() - start);
}

/** The bench's superuser connection: statements, and the first column of a one-row answer. */
interface Store {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A store of its own: a fresh database on the real server, or PGlite served on a local port for the app's pool. */
async function openDatabase(): Promise<{ store: Store; url: string; close: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_DATABASE_URL = serverUrl;
    const db = await createTestDatabase();
    if (!db.url) throw new Error("a database on the server has a URL");
    return { store: db.runner, url: db.url, close: () => db.close() };
  }
  const pglite = await createSeededPglite();
  const port = await freePort();
  const socket = new PGLiteSocketServer({ db: withWholeBatches(pglite), host: "127.0.0.1", port, maxConnections: 10 });
  await socket.start();
  const store: Store = { exec: (sql) => pglite.exec(sql), query: (sql, params) => pglite.query<Record<string, unknown>>(sql, params) };
  const close = async () => {
    await socket.stop();
    await pglite.close();
  };
  return { store, url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, close };
}

async function scalar(store: Store, sql: string): Promise<string> {
  const { rows } = await store.query(sql);
  return String(Object.values(rows[0] ?? {})[0]);
}

/** Page views spread over the last DAYS days: skewed pages, some posts, referrers, campaigns, 11 languages, 30 countries. */
function insertEvents(offset: number, count: number): string {
  return `
    insert into public.analytics_events (organization_id, occurred_at, visitor_hash, path, language, referrer_host, country, device, utm_source, utm_campaign, post_slug)
    select '${ORG}', at, substr(md5(date_trunc('day', at)::text || (random() * 40000)::int), 1, 32),
           '/page-' || (power(random(), 3) * 500)::int, (array['en','es','fr','de','ru','it','pt','pl','zh','ja','nl'])[1 + (power(random(), 2) * 10)::int],
           case when r < 0.6 then null else 'site-' || (random() * 100)::int || '.example' end,
           case when r2 < 0.2 then null else (array['DE','AT','CH','FR','ES','IT','PT','PL','NL','BE','US','GB','CA','MX','BR','AR','JP','CN','RU','UA','SE','NO','DK','FI','IE','CZ','SK','HU','RO','GR'])[1 + (random() * 29)::int] end,
           (array['mobile','tablet','desktop'])[1 + floor(r2 * 3)::int],
           case when r > 0.9 then 'newsletter' end, case when r > 0.9 then 'campaign-' || (random() * 20)::int end,
           case when r2 > 0.8 then 'post-' || (random() * 200)::int end
      from (select now() - interval '${DAYS} days' + (n::float / ${EVENTS}) * interval '${DAYS} days' as at, random() as r, random() as r2
              from generate_series(${offset}, ${offset + count - 1}) as n) as g`;
}

async function main() {
  console.log(`analytics bench: ${EVENTS.toLocaleString("en")} page views on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
  const { store, url, close } = await openDatabase();
  try {
    console.log(`server ${await scalar(store, "select current_setting('server_version')")}`);

    let start = performance.now();
    for (let offset = 0; offset < EVENTS; offset += CHUNK) {
      const chunk = performance.now();
      await store.exec(insertEvents(offset, Math.min(CHUNK, EVENTS - offset)));
      console.log(`  inserted ${Math.min(offset + CHUNK, EVENTS).toLocaleString("en")} (${ms(chunk)} ms)`);
    }
    console.log(`insert: ${ms(start)} ms`);

    // The job recounts the hours of a batch; here each day once, as a backfill would.
    start = performance.now();
    const perDay: number[] = [];
    for (let day = DAYS; day >= 0; day -= 1) {
      const one = performance.now();
      await store.query(
        "select private.roll_up_analytics($1, date_trunc('day', now() - make_interval(days => $2), 'UTC'), date_trunc('day', now() - make_interval(days => $2), 'UTC') + interval '1 day')",
        [ORG, day],
      );
      perDay.push(ms(one));
    }
    console.log(`rollup: ${ms(start)} ms for ${perDay.length} days (a day's recount: median ${median(perDay)} ms, max ${Math.max(...perDay)} ms)`);
    // What the collector's job asks for: its last seconds, which recount the current hour, then the day from its hours.
    const job = performance.now();
    await store.query("select private.roll_up_analytics($1, now() - interval '15 seconds', now())", [ORG]);
    console.log(`a job's rollup (the last 15 s): ${ms(job)} ms`);

    // Eleven more months of rollups (both granularities), copied from the real ones, so 12 months read a year's rows.
    start = performance.now();
    await store.exec(`
      insert into public.analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors)
      select organization_id, granularity, bucket - make_interval(days => 30 * k), dimension, value, pageviews, visitors
        from public.analytics_rollups, generate_series(1, 11) as k
       where organization_id = '${ORG}'
      on conflict do nothing;
      analyze public.analytics_rollups;
      analyze public.analytics_events;`);
    const rollups = Number(await scalar(store, "select count(*) from public.analytics_rollups"));
    console.log(`older rollups: ${ms(start)} ms (${rollups.toLocaleString("en")} rollup rows)`);

    process.env.DATABASE_URL = url;
    const { withRls } = await import("@/lib/db");
    const { readAnalytics, visitorSummary } = await import("@/lib/analytics/report");
    const { presetPeriod } = await import("@/components/analytics/periods");
    const claims = { role: "authenticated" as const, sub: NORTHWIND.admin.id };
    const month = presetPeriod("30d");
    const year = presetPeriod("12m");
    const cases = [
      { name: "30 days by day (visitors)", query: { ...month, metric: "visitors", by: "day" } },
      { name: "30 days by page (pageviews)", query: { ...month, metric: "pageviews", by: "page" } },
      { name: "30 days by referrer (visitors)", query: { ...month, metric: "visitors", by: "referrer" } },
      { name: "12 months by day (visitors)", query: { ...year, metric: "visitors", by: "day" } },
      { name: "12 months by page (pageviews)", query: { ...year, metric: "pageviews", by: "page" } },
    ] as const;
    console.log(`GET /api/analytics's reads as the admin (median and max of ${RUNS} after one warm-up):`);
    for (const { name, query } of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const one = performance.now();
        const answer = await withRls(claims, (tx) => readAnalytics(tx, { orgId: ORG, query }));
        if (run > 0) times.push(ms(one));
        rows = answer.rows.length;
      }
      console.log(`  ${name}: median ${median(times)} ms, max ${Math.max(...times)} ms (${rows} rows)`);
    }
    const card: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const one = performance.now();
      await withRls(claims, (tx) => visitorSummary(tx, { orgId: ORG, now: new Date() }));
      if (run > 0) card.push(ms(one));
    }
    console.log(`  the Dashboard card (today, 7 days): median ${median(card)} ms, max ${Math.max(...card)} ms`);
    const { getPool } = await import("@/lib/db/pool");
    await getPool().end();
  } finally {
    await close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

await main();
