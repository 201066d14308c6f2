"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/ui/classes";
import { percentChange } from "@/lib/analytics/period";
import type { AnalyticsMetric } from "@/lib/analytics/schemas";
import { analyticsQuery } from "./analytics-queries";
import type { Period } from "./periods";
import { SeriesTable } from "./series-table";
import { useBucketLabel } from "./use-bucket-label";

// Recharts is large: only this page downloads it, after the numbers are on screen.
const TrendChart = dynamic(() => import("./trend-chart").then((module) => module.TrendChart), {
  ssr: false,
  loading: () => <div className="h-56 animate-pulse rounded bg-gray-100" />,
});

interface TrendCardProps {
  metric: AnalyticsMetric;
  period: Period;
  userId: string;
  token: string;
}

/** One metric over the period: its total against the period before (in %), a line chart and the same as a table. */
export function TrendCard({ metric, period, userId, token }: TrendCardProps) {
  const t = useTranslations("Analytics");
  const format = useFormatter();
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const answer = useQuery(analyticsQuery({ period, metric, by: "day" }, userId, token));
  const bucketLabel = useBucketLabel();
  const data = answer.data;
  const change = data ? percentChange(data.total, data.previous_total) : null;
  const hourly = period.from === period.to;
  const title = t(hourly ? "perHour" : "perDay", { metric: t(`metrics.${metric}`) });
  const points = (data?.rows ?? []).map((row, index) => ({ key: row.key, label: bucketLabel(row.key), value: row.value, previous: data?.previous[index]?.value ?? 0 }));

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm" data-analytics-trend={metric}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t(`metrics.${metric}`)}
      </h2>
      {data ? (
        <>
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-semibold tabular-nums text-gray-900" data-total>
              {format.number(data.total)}
            </span>
            <span className={`text-sm font-medium ${change === null ? "text-gray-600" : change >= 0 ? "text-emerald-700" : "text-red-700"}`} data-change={change ?? ""}>
              {change === null ? t("noComparison") : t("change", { change: format.number(change / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }) })}
            </span>
            <span className="text-sm text-gray-600">{t("previousTotal", { count: format.number(data.previous_total) })}</span>
          </p>
          <TrendChart title={title} points={points} currentLabel={t("current")} previousLabel={t("previous")} />
          <button type="button" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)} className={SECONDARY_BUTTON}>
            {showTable ? t("hideTable") : t("showTable")}
          </button>
          {/* The table alternative stays in the page for screen readers while it is hidden from sight. */}
          <div id={tableId} className={showTable ? undefined : "sr-only"}>
            <SeriesTable caption={title} hourly={hourly} points={points} fileName={`${metric}-${period.from}-${period.to}.csv`} />
          </div>
        </>
      ) : (
        answer.isPending && <p role="status" className="text-sm text-gray-600">{t("loading")}</p>
      )}
    </section>
  );
}
