// The periods GET /api/analytics reads: whole UTC days from `from` to `to` (both included), the period of the same
// length right before it (the comparison), and the buckets a series has, so a day without a visit draws as 0.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type Granularity = "hour" | "day";

/** A UTC day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` (YYYY-MM-DD) moved by `days`, in UTC. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** How many days the period holds, both ends included (1 for a single day). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The period's instants: from the start of `from` to the end of `to` (exclusive), as the rollups' buckets are. */
export function periodRange(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = periodDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** by=day draws one point a day, or one an hour when the period is a single day; by=hour always hourly. */
export function seriesGranularity(by: "day" | "hour", from: string, to: string): Granularity {
  return by === "hour" || from === to ? "hour" : "day";
}

/** A bucket's key in the answer: the day (YYYY-MM-DD) or the hour's start as an ISO instant. */
export function bucketKey(bucket: Date, granularity: Granularity): string {
  return granularity === "day" ? isoDay(bucket) : bucket.toISOString();
}

/** Every bucket's key in the period, oldest first. */
export function bucketKeys(from: string, to: string, granularity: Granularity): string[] {
  const { start, end } = periodRange(from, to);
  const step = granularity === "day" ? DAY_MS : HOUR_MS;
  const keys: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += step) keys.push(bucketKey(new Date(at), granularity));
  return keys;
}

export interface KeyValue {
  key: string;
  value: number;
}

/** The period's series: each bucket in order, 0 where the rollups hold nothing. */
export function fillSeries(keys: readonly string[], counted: readonly KeyValue[]): KeyValue[] {
  const values = new Map(counted.map(({ key, value }) => [key, value]));
  return keys.map((key) => ({ key, value: values.get(key) ?? 0 }));
}

/** The change from `previous` to `current` in percent, rounded to one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
