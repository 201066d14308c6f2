/** The ETag of a row at `version`: a strong tag, the version in quotes. */
export function versionTag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an If-Match header names (`"3"`, `W/"3"` or a bare `3`); null when absent. A header that
 * names no version (`*`, several tags, garbage) is NaN, which matches no row.
 */
export function parseIfMatch(header: string | null): number | null {
  if (header === null || header.trim() === "") return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}
