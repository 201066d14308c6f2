"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/ui/classes";
import { ApiClientError } from "@/lib/api/client";
import { ANALYTICS_METRICS, type AnalyticsMetric, type BreakdownDimension } from "@/lib/analytics/schemas";
import { analyticsQuery } from "./analytics-queries";
import { BreakdownTable } from "./breakdown-table";
import { LiveCounter } from "./live-counter";
import { PeriodPicker } from "./period-picker";
import { presetPeriod, type Period } from "./periods";
import { TrendCard } from "./trend-card";

/** The tables under the charts, in the order (countries and posts besides). */
const TABLES: BreakdownDimension[] = ["page", "post", "referrer", "campaign", "language", "country", "device"];

export interface AnalyticsAccess {
  userId: string;
  token: string;
}

/** The period, the live counter, both trends with their comparison and every table, for the chosen period. */
export function AnalyticsDashboard(access: AnalyticsAccess) {
  const t = useTranslations("Analytics");
  const tablesId = useId();
  const [period, setPeriod] = useState<Period>(() => presetPeriod("7d"));
  const [tableMetric, setTableMetric] = useState<AnalyticsMetric>("visitors");
  // The visitors' trend stands for every read: a refusal or an outage there is the page's.
  const probe = useQuery(analyticsQuery({ period, metric: "visitors", by: "day" }, access.userId, access.token));
  const notAdmin = probe.error instanceof ApiClientError && probe.error.status === 403;

  return (
    <div className="space-y-8" data-analytics>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
          <p className="text-gray-600">{t("intro")}</p>
        </div>
        {!notAdmin && <LiveCounter {...access} />}
      </header>
      {notAdmin ? (
        <p role="alert">{t("notAdmin")}</p>
      ) : (
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          {probe.isError && (
            <p role="alert" className="flex items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {t("loadFailed")}
              <button type="button" onClick={() => void probe.refetch()} disabled={probe.isFetching} className={SECONDARY_BUTTON}>
                {t("retry")}
              </button>
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            {ANALYTICS_METRICS.map((metric) => (
              <TrendCard key={metric} metric={metric} period={period} {...access} />
            ))}
          </div>
          <section className="space-y-4" aria-labelledby={tablesId}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={tablesId} className="text-xl font-semibold text-gray-900">
                {t("tablesTitle")}
              </h2>
              <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
                {t("tableMetric")}
                <select
                  value={tableMetric}
                  onChange={(event) => setTableMetric(ANALYTICS_METRICS.find((metric) => metric === event.target.value) ?? "visitors")}
                  className="rounded-md border border-gray-300 bg-white px-2 py-1"
                >
                  {ANALYTICS_METRICS.map((metric) => (
                    <option key={metric} value={metric}>
                      {t(`metrics.${metric}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              {TABLES.map((dimension) => (
                <BreakdownTable key={dimension} dimension={dimension} metric={tableMetric} period={period} {...access} />
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
