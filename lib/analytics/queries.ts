import "server-only";
import { and, asc, countDistinct, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { analyticsEvents, analyticsRollups } from "@/lib/db/schema";
import type { AnalyticsGranularity, AnalyticsDimension } from "./constants";
import type { AnalyticsMetric } from "./schemas";

// The Dashboard's reads, run as the admin (RLS keeps them to their organisation). Counts come from the rollups
// only, so a period costs a few hundred rows whatever the traffic; only the live counter reads raw page views.

interface RollupRange {
  orgId: string;
  /** [start, end): whole buckets of the rollups' granularity. */
  start: Date;
  end: Date;
}

function counted(metric: AnalyticsMetric) {
  return metric === "visitors" ? analyticsRollups.visitors : analyticsRollups.pageviews;
}

function inRange({ orgId, start, end }: RollupRange, granularity: AnalyticsGranularity, dimension: AnalyticsDimension) {
  return and(
    eq(analyticsRollups.organization_id, orgId),
    eq(analyticsRollups.granularity, granularity),
    eq(analyticsRollups.dimension, dimension),
    gte(analyticsRollups.bucket, start.toISOString()),
    lt(analyticsRollups.bucket, end.toISOString()),
  );
}

/** The total per hour or day in the range, oldest first; a bucket nobody visited has no row. */
export async function listRollupSeries(db: Db, range: RollupRange & { granularity: AnalyticsGranularity; metric: AnalyticsMetric }) {
  const rows = await db
    .select({ epoch: sql<number>`extract(epoch from ${analyticsRollups.bucket})`.mapWith(Number), value: counted(range.metric) })
    .from(analyticsRollups)
    .where(and(inRange(range, range.granularity, "total"), eq(analyticsRollups.value, "")))
    .orderBy(asc(analyticsRollups.bucket));
  return rows.map(({ epoch, value }) => ({ bucket: new Date(epoch * 1000), value }));
}

/** The range's count from the daily totals: a visitor counts once a day (the salt changes daily). */
export async function sumRollupTotal(db: Db, range: RollupRange & { metric: AnalyticsMetric }): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${counted(range.metric)}), 0)`.mapWith(Number) })
    .from(analyticsRollups)
    .where(and(inRange(range, "day", "total"), eq(analyticsRollups.value, "")));
  return row?.value ?? 0;
}

/** One dimension's values in the range with their summed daily counts, the largest first (then by value). */
export async function listTopValues(db: Db, range: RollupRange & { dimension: AnalyticsDimension; metric: AnalyticsMetric; limit: number }) {
  const total = sql<number>`sum(${counted(range.metric)})`.mapWith(Number);
  return db
    .select({ key: analyticsRollups.value, value: total })
    .from(analyticsRollups)
    .where(inRange(range, "day", range.dimension))
    .groupBy(analyticsRollups.value)
    .orderBy(desc(total), asc(analyticsRollups.value))
    .limit(range.limit);
}

/** Distinct visitors since `since`, from the raw page views (the live counter). */
export async function countVisitorsSince(db: Db, { orgId, since }: { orgId: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ visitors: countDistinct(analyticsEvents.visitor_hash) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.organization_id, orgId), gte(analyticsEvents.occurred_at, since.toISOString())));
  return row?.visitors ?? 0;
}
