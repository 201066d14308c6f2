"use client";

import { useFormatter } from "next-intl";

/** A series key as the page's language writes it: a day (YYYY-MM-DD) as a short date, an hour (ISO instant) as its UTC time. */
export function useBucketLabel(): (key: string) => string {
  const format = useFormatter();
  return (key) =>
    key.length === 10
      ? format.dateTime(new Date(`${key}T00:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
      : format.dateTime(new Date(key), { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
}
