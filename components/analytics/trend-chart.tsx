"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface TrendPoint {
  /** The bucket as the API names it (a day or an hour), for the CSV. */
  key: string;
  /** The bucket as the page's language writes it. */
  label: string;
  value: number;
  /** The count at the same place in the period before. */
  previous: number;
}

interface TrendChartProps {
  /** The chart's accessible name ("Visitors per day"). */
  title: string;
  points: readonly TrendPoint[];
  currentLabel: string;
  previousLabel: string;
}

/**
 * The period's line and the period before's, dashed. Recharts' accessibility layer makes the chart one tab stop
 * whose arrow keys move from point to point, the tooltip reading each one; the table beside it holds the same.
 */
export function TrendChart({ title, points, currentLabel, previousLabel }: TrendChartProps) {
  return (
    <figure className="h-56 w-full" aria-label={title}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} accessibilityLayer title={title} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#4b5563" }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#4b5563" }} width={40} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="value" name={currentLabel} stroke="#0369a1" strokeWidth={2} dot={points.length <= 31} isAnimationActive={false} />
          <Line type="monotone" dataKey="previous" name={previousLabel} stroke="#9ca3af" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
