// Plan prices are stored in minor units (cents; the public site shows price / 100) and typed in the
// currency's main unit.

/** The largest price PostgreSQL's integer column holds. */
const MAX_MINOR_UNITS = 2_147_483_647;

/** "19.99" for 1999. */
export function toMajorUnits(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** 1999 for "19.99" (or "19,99", "19.9", "19"); null when it is not a price of at most two decimals. */
export function parseMajorUnits(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return minor <= MAX_MINOR_UNITS ? minor : null;
}
