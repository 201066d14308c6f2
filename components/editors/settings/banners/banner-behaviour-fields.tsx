"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { BOX, LABEL } from "@/components/editors/metrics/styles";
import { DISMISSAL_DURATION_FORM } from "@/lib/banners/dismissal-duration";
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES, type BannerOpenState } from "@/lib/model/enums";
import type { BannerRow } from "@/lib/organizations/types";
import { dismissalDurationInvalid, fromLocalInput, promotionEnded, toLocalInput } from "./banner-edits";
import { PagePathsField } from "./page-paths-field";

interface BannerBehaviourFieldsProps {
  banner: BannerRow;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<BannerRow>): void;
}

const CHECK = "flex items-center gap-2 text-sm text-gray-900";
const NO_EXPANSION = "";

/** Where, when and for whom a banner shows (spec 002 §3 Banner): placement, type, duration, paths, promotion, expansion. */
export function BannerBehaviourFields({ banner, errorOf, onChange }: BannerBehaviourFieldsProps) {
  const t = useTranslations("Editors.settingsBanners");
  const id = useId();
  // Read once per render of a change: the warning is about the date typed, not a ticking clock.
  const [now] = useState(() => Date.now());
  const durationInvalid = dismissalDurationInvalid(banner.dismissal_duration);
  const durationError = durationInvalid ? t("durationInvalid", { form: DISMISSAL_DURATION_FORM }) : errorOf("dismissal_duration");
  const ended = promotionEnded(banner.end_date_promotion, now);
  const select = (name: string, label: string, value: string, options: readonly { value: string; label: string }[], onPick: (value: string) => void) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={LABEL}>
        {label}
      </label>
      <select id={`${id}-${name}`} value={value} onChange={(event) => onPick(event.target.value)} className={BOX}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {select("position", t("fields.position"), banner.position, BANNER_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) })), (value) =>
        onChange({ position: BANNER_POSITIONS.find((position) => position === value) ?? "top" }),
      )}
      {select("type", t("fields.type"), banner.type, BANNER_TYPES.map((value) => ({ value, label: t(`types.${value}`) })), (value) =>
        onChange({ type: BANNER_TYPES.find((type) => type === value) ?? "permanent" }),
      )}
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:gap-6">
        <label className={CHECK}>
          <input type="checkbox" checked={banner.is_enabled} onChange={(event) => onChange({ is_enabled: event.target.checked })} className="h-4 w-4 accent-sky-600" />
          {t("fields.is_enabled")}
        </label>
        <label className={CHECK}>
          <input type="checkbox" checked={banner.is_fixed_above_navbar} onChange={(event) => onChange({ is_fixed_above_navbar: event.target.checked })} className="h-4 w-4 accent-sky-600" />
          {t("fields.is_fixed_above_navbar")}
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-duration`} className={LABEL}>
          {t("fields.dismissal_duration")}
        </label>
        <input
          id={`${id}-duration`}
          value={banner.dismissal_duration ?? ""}
          placeholder="3 days"
          maxLength={50}
          aria-invalid={durationError ? true : undefined}
          aria-describedby={`${id}-duration-hint${durationError ? ` ${id}-duration-error` : ""}`}
          onChange={(event) => onChange({ dismissal_duration: event.target.value === "" ? null : event.target.value })}
          className={BOX}
        />
        <p id={`${id}-duration-hint`} className="mt-1 text-xs text-gray-700">
          {t("durationHint")}
        </p>
        {durationError && (
          <p id={`${id}-duration-error`} className="mt-1 text-sm text-red-700">
            {durationError}
          </p>
        )}
      </div>
      {select(
        "open",
        t("fields.open_state"),
        banner.open_state ?? NO_EXPANSION,
        [{ value: NO_EXPANSION, label: t("openStates.none") }, ...BANNER_OPEN_STATES.map((value) => ({ value, label: t(`openStates.${value}`) }))],
        (value) => onChange({ open_state: BANNER_OPEN_STATES.find((state): state is BannerOpenState => state === value) ?? null }),
      )}
      <div>
        <label htmlFor={`${id}-end`} className={LABEL}>
          {t("fields.end_date_promotion")}
        </label>
        <input
          id={`${id}-end`}
          type="datetime-local"
          value={toLocalInput(banner.end_date_promotion)}
          aria-describedby={ended ? `${id}-end-warning` : undefined}
          onChange={(event) => onChange({ end_date_promotion: fromLocalInput(event.target.value) })}
          className={BOX}
        />
        {ended && (
          <p id={`${id}-end-warning`} className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
            {t("endedWarning")}
          </p>
        )}
        {errorOf("end_date_promotion") && <p className="mt-1 text-sm text-red-700">{errorOf("end_date_promotion")}</p>}
      </div>
      <label className={`${CHECK} self-center`}>
        <input
          type="checkbox"
          checked={banner.end_date_promotion_is_displayed}
          onChange={(event) => onChange({ end_date_promotion_is_displayed: event.target.checked })}
          className="h-4 w-4 accent-sky-600"
        />
        {t("fields.end_date_promotion_is_displayed")}
      </label>
      <div className="sm:col-span-2">
        <PagePathsField paths={banner.page_paths} error={errorOf("page_paths")} onChange={(page_paths) => onChange({ page_paths })} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-landing`} className={LABEL}>
          {t("fields.landing_content")}
        </label>
        <textarea
          id={`${id}-landing`}
          rows={4}
          value={banner.landing_content ?? ""}
          aria-describedby={`${id}-landing-hint`}
          onChange={(event) => onChange({ landing_content: event.target.value === "" ? null : event.target.value })}
          className={`${BOX} font-mono`}
        />
        <p id={`${id}-landing-hint`} className="mt-1 text-xs text-gray-700">
          {t("landingHint")}
        </p>
      </div>
    </div>
  );
}
