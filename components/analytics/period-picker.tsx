"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ANALYTICS_ROLLUP_DAYS } from "@/lib/analytics/constants";
import { isoDay, periodDays } from "@/lib/analytics/period";
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from "./periods";

const CHOICE = "rounded-md border px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-sky-600 cursor-pointer";
const FIELD = "rounded-md border border-gray-300 bg-white px-2 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

type Choice = PeriodPreset | "custom";

/** Today, 7 days, 30 days, 12 months or a custom range of days: a group of radio buttons and two date fields. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const t = useTranslations("Analytics");
  const id = useId();
  const [choice, setChoice] = useState<Choice>("7d");
  const [custom, setCustom] = useState<Period>(period);
  const today = isoDay(new Date());
  const invalid = custom.to < custom.from || periodDays(custom.from, custom.to) > ANALYTICS_ROLLUP_DAYS;

  const choose = (next: Choice) => {
    setChoice(next);
    if (next !== "custom") onChange(presetPeriod(next));
    else setCustom(period);
  };
  const edit = (patch: Partial<Period>) => {
    const next = { ...custom, ...patch };
    setCustom(next);
    // A date field is empty while it is typed into; the period follows once both days make a valid range.
    if (next.from && next.to && next.to >= next.from && periodDays(next.from, next.to) <= ANALYTICS_ROLLUP_DAYS) onChange(next);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{t("period")}</legend>
      <div className="flex flex-wrap gap-2">
        {[...PERIOD_PRESETS, "custom" as const].map((name) => (
          <label key={name} className={`${CHOICE} ${choice === name ? "border-sky-700 bg-sky-50 text-sky-900" : "border-gray-300 text-gray-800"}`}>
            <input type="radio" name={`${id}-period`} value={name} checked={choice === name} onChange={() => choose(name)} className="sr-only" />
            {t(`presets.${name}`)}
          </label>
        ))}
      </div>
      {choice === "custom" && (
        <div className="flex flex-wrap items-end gap-4">
          <label htmlFor={`${id}-from`} className="flex flex-col gap-1 text-sm font-medium text-gray-900">
            {t("from")}
            <input id={`${id}-from`} type="date" value={custom.from} max={today} onChange={(event) => edit({ from: event.target.value })} className={FIELD} aria-describedby={`${id}-range`} />
          </label>
          <label htmlFor={`${id}-to`} className="flex flex-col gap-1 text-sm font-medium text-gray-900">
            {t("to")}
            <input id={`${id}-to`} type="date" value={custom.to} max={today} onChange={(event) => edit({ to: event.target.value })} className={FIELD} aria-describedby={`${id}-range`} />
          </label>
          <p id={`${id}-range`} role={invalid ? "alert" : undefined} className={`text-sm ${invalid ? "text-red-700" : "text-gray-600"}`}>
            {invalid ? t("invalidRange") : t("rangeHint")}
          </p>
        </div>
      )}
    </fieldset>
  );
}
