"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { AnalyticsMetric, BreakdownDimension } from "@/lib/analytics/schemas";
import { analyticsQuery } from "./analytics-queries";
import { CsvButton } from "./csv-button";
import type { Period } from "./periods";
import { useKeyLabel } from "./use-key-label";

const CELL = "py-1.5 pl-3 text-right tabular-nums";

interface BreakdownTableProps {
  dimension: BreakdownDimension;
  metric: AnalyticsMetric;
  period: Period;
  userId: string;
  token: string;
}

/** One dimension's top values in the period, each with its count in the period before, and its CSV export. */
export function BreakdownTable({ dimension, metric, period, userId, token }: BreakdownTableProps) {
  const t = useTranslations("Analytics");
  const label = useKeyLabel();
  const answer = useQuery(analyticsQuery({ period, metric, by: dimension }, userId, token));
  const caption = t(`tables.${dimension}`);
  const before = new Map(answer.data?.previous.map(({ key, value }) => [key, value]));
  const rows = (answer.data?.rows ?? []).map(({ key, value }) => ({ key, name: label(dimension, key), value, previous: before.get(key) ?? 0 }));
  const header = [t(`keys.${dimension}`), t("current"), t("previous")];

  return (
    <section className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-analytics-table={dimension}>
      <div className="max-h-96 overflow-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="pb-2 text-left text-lg font-semibold text-gray-900">
            {caption} <span className="text-sm font-normal text-gray-600">({t(`metrics.${metric}`)})</span>
          </caption>
          <thead className="sticky top-0 border-b border-gray-200 bg-white text-gray-600">
            <tr>
              {header.map((name, index) => (
                <th key={name} scope="col" className={index === 0 ? "py-1.5 pr-3" : CELL}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.key} data-key={row.key}>
                <th scope="row" className="max-w-xs truncate py-1.5 pr-3 font-normal" title={row.name}>
                  {row.name}
                </th>
                <td className={CELL}>{row.value}</td>
                <td className={`${CELL} text-gray-500`}>{row.previous}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {answer.isPending && <p role="status" className="py-2 text-sm text-gray-600">{t("loading")}</p>}
        {answer.isSuccess && rows.length === 0 && <p className="py-2 text-sm text-gray-600">{t("empty")}</p>}
      </div>
      {rows.length > 0 && (
        <CsvButton
          table={caption}
          fileName={`${dimension}-${metric}-${period.from}-${period.to}.csv`}
          header={header}
          rows={rows.map((row) => [row.name, row.value, row.previous])}
        />
      )}
    </section>
  );
}
