"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

/** Formats an ISO time as a short date and time in the language being viewed (the reader's time zone). */
export function useFormatTime(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
