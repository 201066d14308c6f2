import { describe, expect, it } from "vitest";
import { ANALYTICS_ROLLUP_DAYS } from "@/lib/analytics/constants";
import { addDays } from "@/lib/analytics/period";
import { analyticsQuerySchema } from "@/lib/analytics/schemas";

const valid = { from: "2026-11-24", to: "2026-11-30", metric: "visitors", by: "day" };

describe("GET /api/analytics's query", () => {
  it("accepts the issue's metrics and breakdowns and the design's extra ones", () => {
    for (const by of ["day", "page", "referrer", "language", "device", "campaign", "country", "post", "hour"]) {
      expect(analyticsQuerySchema.safeParse({ ...valid, by }).success, by).toBe(true);
    }
    expect(analyticsQuerySchema.safeParse({ ...valid, metric: "pageviews" }).success).toBe(true);
  });

  it("refuses a period that ends before it starts or is longer than the rollups are kept", () => {
    expect(analyticsQuerySchema.safeParse({ ...valid, from: "2026-12-01" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ ...valid, from: addDays(valid.to, 1 - ANALYTICS_ROLLUP_DAYS) }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ ...valid, from: addDays(valid.to, -ANALYTICS_ROLLUP_DAYS) }).success).toBe(false);
  });

  it("refuses dates that are not days, unknown values and unknown parameters", () => {
    expect(analyticsQuerySchema.safeParse({ ...valid, from: "2026-11-24T00:00:00Z" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ ...valid, to: "2026-02-30" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ ...valid, metric: "sessions" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ ...valid, by: "browser" }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ ...valid, lang: "en" }).success).toBe(false);
  });
});
