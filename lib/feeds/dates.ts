/** The latest of some timestamps (ISO 8601 or as Postgres writes them); undefined when none is given. */
export function latestDate(...dates: readonly (string | null | undefined)[]): string | undefined {
  let latest: { text: string; time: number } | undefined;
  for (const text of dates) {
    const time = text ? Date.parse(text) : Number.NaN;
    if (text && !Number.isNaN(time) && (!latest || time > latest.time)) latest = { text, time };
  }
  return latest?.text;
}

/** RSS 2.0 dates are RFC 822 (`Tue, 01 Dec 2026 10:00:00 GMT`). */
export const rfc822Date = (date: string) => new Date(date).toUTCString();

/** Atom and sitemap dates are RFC 3339 / W3C datetime. */
export const isoDate = (date: string) => new Date(date).toISOString();
