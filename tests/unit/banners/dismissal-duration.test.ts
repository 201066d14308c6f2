import { describe, expect, it } from "vitest";
import { DAY_MS, DEFAULT_DISMISSAL_MS, HOUR_MS, MINUTE_MS } from "@/lib/banners/constants";
import { parseDismissalDuration } from "@/lib/banners/dismissal-duration";

describe("dismissal durations", () => {
  it("reads N minute(s)/hour(s)/day(s) in singular and plural", () => {
    expect(parseDismissalDuration("1 minute")).toBe(MINUTE_MS);
    expect(parseDismissalDuration("15 minutes")).toBe(15 * MINUTE_MS);
    expect(parseDismissalDuration("2 hours")).toBe(2 * HOUR_MS);
    expect(parseDismissalDuration("3 days")).toBe(3 * DAY_MS);
    expect(parseDismissalDuration("1 Day")).toBe(DAY_MS);
  });

  it("counts a month as 30 days and a year as 365 days", () => {
    expect(parseDismissalDuration("1 month")).toBe(30 * DAY_MS);
    expect(parseDismissalDuration("2 months")).toBe(60 * DAY_MS);
    expect(parseDismissalDuration("1 year")).toBe(365 * DAY_MS);
  });

  it("falls back to 1 minute for anything else", () => {
    for (const text of [null, undefined, "", "forever", "3 weeks", "days 3", "-1 day", "0 days", "1.5 hours", "3 days ago"]) {
      expect(parseDismissalDuration(text)).toBe(DEFAULT_DISMISSAL_MS);
    }
    expect(DEFAULT_DISMISSAL_MS).toBe(MINUTE_MS);
  });
});
