import { describe, expect, it } from "vitest";
import { presetPeriod } from "@/components/analytics/periods";
import { addDays, bucketKeys, fillSeries, percentChange, periodDays, periodRange, previousPeriod, seriesGranularity } from "@/lib/analytics/period";

describe("analytics periods", () => {
  it("compares a period with the one of the same length that ends the day before it", () => {
    expect(previousPeriod("2026-11-24", "2026-11-30")).toEqual({ from: "2026-11-17", to: "2026-11-23" });
    expect(previousPeriod("2026-03-01", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(previousPeriod("2025-12-01", "2026-11-30")).toEqual({ from: "2024-12-01", to: "2025-11-30" });
  });

  it("counts both days of the period and covers them whole in UTC", () => {
    expect(periodDays("2026-11-30", "2026-11-30")).toBe(1);
    expect(periodDays("2024-01-01", "2024-12-31")).toBe(366);
    expect(periodRange("2026-11-29", "2026-11-30")).toEqual({ start: new Date("2026-11-29T00:00:00Z"), end: new Date("2026-12-01T00:00:00Z") });
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
  });

  it("draws a single day by the hour and longer periods by the day", () => {
    expect(seriesGranularity("day", "2026-11-30", "2026-11-30")).toBe("hour");
    expect(seriesGranularity("day", "2026-11-24", "2026-11-30")).toBe("day");
    expect(seriesGranularity("hour", "2026-11-24", "2026-11-30")).toBe("hour");
    expect(bucketKeys("2026-11-30", "2026-11-30", "hour")).toHaveLength(24);
    expect(bucketKeys("2026-11-30", "2026-11-30", "hour")[23]).toBe("2026-11-30T23:00:00.000Z");
    expect(bucketKeys("2026-11-28", "2026-11-30", "day")).toEqual(["2026-11-28", "2026-11-29", "2026-11-30"]);
  });

  it("fills the buckets nobody visited with 0, in order", () => {
    expect(fillSeries(["a", "b", "c"], [{ key: "c", value: 2 }, { key: "a", value: 1 }])).toEqual([
      { key: "a", value: 1 },
      { key: "b", value: 0 },
      { key: "c", value: 2 },
    ]);
  });

  it("gives the change in percent, or none when there was nothing before", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
  });

  it("counts the presets back from today, today included", () => {
    const now = new Date("2026-11-30T23:59:00Z");
    expect(presetPeriod("today", now)).toEqual({ from: "2026-11-30", to: "2026-11-30" });
    expect(presetPeriod("7d", now)).toEqual({ from: "2026-11-24", to: "2026-11-30" });
    expect(presetPeriod("30d", now)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetPeriod("12m", now)).toEqual({ from: "2025-12-01", to: "2026-11-30" });
  });
});
