"use client";

import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { ANALYTICS_LIVE_POLL_MS } from "@/lib/analytics/constants";
import { analyticsAnswerSchema, liveAnswerSchema, type AnalyticsBreakdown, type AnalyticsMetric } from "@/lib/analytics/schemas";
import type { Period } from "./periods";

/** GET /api/analytics for one period, metric and breakdown, as the signed-in admin. */
export function analyticsQuery({ period, metric, by }: { period: Period; metric: AnalyticsMetric; by: AnalyticsBreakdown }, userId: string, token: string) {
  const search = new URLSearchParams({ from: period.from, to: period.to, metric, by });
  return queryOptions({
    queryKey: ["analytics", period.from, period.to, metric, by, userId],
    queryFn: () => apiFetch(`/api/analytics?${search}`, analyticsAnswerSchema, { token, cache: "no-store" }),
    // The rollups change at most every quarter minute; a page left open refreshes with the live counter's rhythm.
    staleTime: ANALYTICS_LIVE_POLL_MS,
  });
}

/** GET /api/analytics/live, polled while the page is open. */
export function liveVisitorsQuery(userId: string, token: string) {
  return queryOptions({
    queryKey: ["analytics-live", userId],
    queryFn: () => apiFetch("/api/analytics/live", liveAnswerSchema, { token, cache: "no-store" }),
    refetchInterval: ANALYTICS_LIVE_POLL_MS,
    staleTime: 0,
  });
}
