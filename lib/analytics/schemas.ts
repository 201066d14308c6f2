import { z } from "zod";
import { ANALYTICS_ROLLUP_DAYS } from "./constants";
import { periodDays } from "./period";

// GET /api/analytics and /api/analytics/live: the query the Dashboard sends and the answers it draws; the rollup
// job's data. Shared by the route handlers, the page and the tests.

export const ANALYTICS_METRICS = ["visitors", "pageviews"] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The six (day, page, referrer, language, device, campaign) and the design's extra three. */
export const ANALYTICS_BREAKDOWNS = ["day", "hour", "page", "post", "referrer", "language", "country", "device", "campaign"] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];

/** A breakdown other than time: one of the rollups' dimensions. */
export type BreakdownDimension = Exclude<AnalyticsBreakdown, "day" | "hour">;

export function isTimeBreakdown(by: AnalyticsBreakdown): by is "day" | "hour" {
  return by === "day" || by === "hour";
}

export const analyticsQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    metric: z.enum(ANALYTICS_METRICS),
    by: z.enum(ANALYTICS_BREAKDOWNS),
  })
  .strict()
  .refine(({ from, to }) => to >= from, { path: ["to"], message: "Must not be before from." })
  // The rollups are kept two years; a longer period would compare with nothing.
  .refine(({ from, to }) => to < from || periodDays(from, to) <= ANALYTICS_ROLLUP_DAYS, {
    path: ["to"],
    message: `The period may be at most ${ANALYTICS_ROLLUP_DAYS} days.`,
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const keyValueSchema = z.object({ key: z.string(), value: z.number() });

export const analyticsAnswerSchema = z.object({
  metric: z.enum(ANALYTICS_METRICS),
  by: z.enum(ANALYTICS_BREAKDOWNS),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Time: every bucket of the period in order (0 when nobody came); else the top values, largest first. */
  rows: z.array(keyValueSchema),
  /** The same for the period of the same length right before. */
  previous: z.array(keyValueSchema),
  /** The whole period's count from the daily totals (visitors are counted once per day, not once per row). */
  total: z.number(),
  previous_total: z.number(),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

export const liveAnswerSchema = z.object({ visitors: z.number() });
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;

/** The roll-up-analytics job: recount [from, to) of one organisation (ISO instants). */
export const rollupJobDataSchema = z.object({
  orgId: z.uuid(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export type RollupJobData = z.infer<typeof rollupJobDataSchema>;
