import "server-only";
import type { Db } from "@/lib/db";
import { ANALYTICS_TOP_LIMIT } from "./constants";
import { addDays, bucketKey, bucketKeys, fillSeries, isoDay, periodRange, previousPeriod, seriesGranularity, type KeyValue } from "./period";
import { listRollupSeries, listTopValues, sumRollupTotal } from "./queries";
import { isTimeBreakdown, type AnalyticsAnswer, type AnalyticsQuery } from "./schemas";

/** One period's rows: every bucket of a series, or a dimension's top values. */
async function periodRows(db: Db, orgId: string, { from, to, metric, by }: AnalyticsQuery): Promise<KeyValue[]> {
  const range = { orgId, ...periodRange(from, to) };
  if (!isTimeBreakdown(by)) return listTopValues(db, { ...range, dimension: by, metric, limit: ANALYTICS_TOP_LIMIT });
  const granularity = seriesGranularity(by, from, to);
  const series = await listRollupSeries(db, { ...range, granularity, metric });
  return fillSeries(
    bucketKeys(from, to, granularity),
    series.map(({ bucket, value }) => ({ key: bucketKey(bucket, granularity), value })),
  );
}

/** GET /api/analytics's answer: the period's rows and total, and the same for the period of the same length before. */
export async function readAnalytics(db: Db, { orgId, query }: { orgId: string; query: AnalyticsQuery }): Promise<AnalyticsAnswer> {
  const before = { ...query, ...previousPeriod(query.from, query.to) };
  return {
    metric: query.metric,
    by: query.by,
    from: query.from,
    to: query.to,
    rows: await periodRows(db, orgId, query),
    previous: await periodRows(db, orgId, before),
    total: await sumRollupTotal(db, { orgId, ...periodRange(query.from, query.to), metric: query.metric }),
    previous_total: await sumRollupTotal(db, { orgId, ...periodRange(before.from, before.to), metric: query.metric }),
  };
}

/** The Dashboard's Analytics card: visitors today and in the last 7 days (today included), from the daily totals. */
export async function visitorSummary(db: Db, { orgId, now }: { orgId: string; now: Date }): Promise<{ today: number; last_7_days: number }> {
  const today = isoDay(now);
  return {
    today: await sumRollupTotal(db, { orgId, ...periodRange(today, today), metric: "visitors" }),
    last_7_days: await sumRollupTotal(db, { orgId, ...periodRange(addDays(today, -6), today), metric: "visitors" }),
  };
}
