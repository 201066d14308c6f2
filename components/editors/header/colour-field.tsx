"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, type FieldValues, type Path } from "react-hook-form";
import { cssColor } from "@/lib/header/style";
import { colorName } from "@/lib/sections/colors";

export const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
export const LABEL = "block text-sm font-medium text-gray-800";

/** Text and hover colours offered as suggestions; any other palette name can be typed. */
const TEXT_SWATCHES = [
  "white", "black", "gray-50", "gray-200", "gray-400", "gray-600", "gray-700", "gray-900", "neutral-400",
  "neutral-900", "slate-700", "sky-600", "sky-700", "teal-100", "amber-200", "orange-600",
] as const;

interface ColourFieldProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  /** The current value, for the swatch beside the field. */
  value: string;
}

/** A palette colour name (gray-700, white) typed or picked from suggestions, with a swatch of it. */
export function ColourField<V extends FieldValues>({ name, label, value }: ColourFieldProps<V>) {
  const t = useTranslations("Editors.header");
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<V>();
  const { error } = getFieldState(name, formState);
  const swatch = colorName(value);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          list={`${id}-swatches`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={`${INPUT} ${error ? "border-red-600" : "border-gray-300"}`}
          {...register(name)}
        />
        <span aria-hidden="true" style={{ background: swatch ? cssColor(swatch) : undefined }} className="mt-1 h-9 w-9 shrink-0 rounded-lg border border-gray-300" />
      </div>
      <datalist id={`${id}-swatches`}>
        {TEXT_SWATCHES.map((color) => (
          <option key={color} value={color} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {error ? <span className="text-red-700">{t("colorInvalid")}</span> : t("colorHint")}
      </p>
    </div>
  );
}
