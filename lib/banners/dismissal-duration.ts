import { DAY_MS, DEFAULT_DISMISSAL_MS, HOUR_MS, MINUTE_MS, MONTH_MS, YEAR_MS } from "./constants";

const UNIT_MS = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS, month: MONTH_MS, year: YEAR_MS } as const;
const DURATION = /^\s*(\d+)\s*(minute|hour|day|month|year)s?\s*$/i;

/**
 * 'N minute(s)/hour(s)/day(s)/month(s)/year(s)' in milliseconds; anything else (including a
 * missing value or N = 0) lasts the spec's default of one minute.
 */
export function parseDismissalDuration(text: string | null | undefined): number {
  const match = text ? DURATION.exec(text) : null;
  if (!match) return DEFAULT_DISMISSAL_MS;
  const amount = Number(match[1]);
  if (!Number.isSafeInteger(amount) || amount <= 0) return DEFAULT_DISMISSAL_MS;
  return amount * UNIT_MS[match[2].toLowerCase() as keyof typeof UNIT_MS];
}

/** The accepted form of a dismissal duration, as editors and the API name it. */
export const DISMISSAL_DURATION_FORM = "N minute(s)/hour(s)/day(s)/month(s)/year(s)";

/** Whether `text` is a duration in the accepted form with N ≥ 1 (what the editors may store). */
export function isDismissalDuration(text: string): boolean {
  const match = DURATION.exec(text);
  return match !== null && Number.isSafeInteger(Number(match[1])) && Number(match[1]) > 0;
}
