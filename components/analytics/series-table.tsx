"use client";

import { useTranslations } from "next-intl";
import { CsvButton } from "./csv-button";
import type { TrendPoint } from "./trend-chart";

const CELL = "py-1 pl-3 text-right tabular-nums";

/** The chart's table alternative: each day (or hour) with its count and the count at the same place in the period before. */
export function SeriesTable({ caption, hourly, points, fileName }: { caption: string; hourly: boolean; points: readonly TrendPoint[]; fileName: string }) {
  const t = useTranslations("Analytics");
  const header = [t(hourly ? "hour" : "date"), t("current"), t("previous")];
  return (
    <div className="space-y-2">
      <div className="max-h-80 overflow-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-gray-900">{caption}</caption>
          <thead className="sticky top-0 border-b border-gray-200 bg-white text-gray-600">
            <tr>
              {header.map((name, index) => (
                <th key={name} scope="col" className={index === 0 ? "py-1 pr-3" : CELL}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {point.label}
                </th>
                <td className={CELL}>{point.value}</td>
                <td className={`${CELL} text-gray-500`}>{point.previous}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CsvButton table={caption} fileName={fileName} header={header} rows={points.map((point) => [point.key, point.value, point.previous])} />
    </div>
  );
}
