"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { COLOR_SHADES } from "@/lib/model/enums";
import { FieldError } from "../fields/field-error";
import { BOX, LABEL } from "../fields/styles";
import { PALETTE_COLORS, withCurrent } from "./options";

interface ColorSettingProps {
  label: string;
  color: string;
  shade: number;
  onChange(next: { color: string; shade: number }): void;
  error?: string;
}

/** A colour of the site: a Tailwind colour name and one of the allowed shades, with a swatch of the pair. */
export function ColorSetting({ label, color, shade, onChange, error }: ColorSettingProps) {
  const t = useTranslations("Editors.settings.general");
  const id = useId();
  const allowed: readonly number[] = COLOR_SHADES;
  const shades = allowed.includes(shade) ? [...allowed] : [shade, ...allowed];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={LABEL}>{label}</legend>
      <div className="mt-1 flex flex-wrap items-end gap-3">
        <span
          aria-hidden="true"
          className="h-9 w-9 shrink-0 rounded-md border border-gray-300"
          style={{ backgroundColor: `var(--color-${color}-${shade}, transparent)` }}
        />
        <div className="min-w-32 flex-1">
          <label htmlFor={`${id}-color`} className="text-xs text-gray-700">
            {t("colorName")}
          </label>
          <select id={`${id}-color`} value={color} onChange={(event) => onChange({ color: event.target.value, shade })} className={BOX}>
            {withCurrent(PALETTE_COLORS, color).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-28">
          <label htmlFor={`${id}-shade`} className="text-xs text-gray-700">
            {t("shade")}
          </label>
          <select id={`${id}-shade`} value={shade} onChange={(event) => onChange({ color, shade: Number(event.target.value) })} className={BOX}>
            {shades.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
