import { addDays, isoDay } from "@/lib/analytics/period";

// The page's period picker: four presets counted back from today (UTC, the rollups' days) and a custom range.

export const PERIOD_PRESETS = ["today", "7d", "30d", "12m"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Whole UTC days, both ends included (GET /api/analytics's from and to). */
export interface Period {
  from: string;
  to: string;
}

const PRESET_DAYS: Record<PeriodPreset, number> = { today: 1, "7d": 7, "30d": 30, "12m": 365 };

/** The preset's days, ending today. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): Period {
  const today = isoDay(now);
  return { from: addDays(today, 1 - PRESET_DAYS[preset]), to: today };
}
