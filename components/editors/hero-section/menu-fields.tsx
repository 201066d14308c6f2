"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, type FieldPath } from "react-hook-form";
import { LABEL, SELECT } from "@/components/editors/template-section/layout-controls";
import { COLOR_SWATCHES } from "@/components/editors/template-section/options";
import type { HeroFormValues } from "./form-schema";

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

type Path = FieldPath<HeroFormValues>;

/** The form's error at a dotted path (style objects are nested). */
function useFieldError(name: Path): boolean {
  const { formState, getFieldState } = useFormContext<HeroFormValues>();
  return Boolean(getFieldState(name, formState).error);
}

interface SelectFieldProps {
  name: Path;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** The stored value is a number (columns). */
  numeric?: boolean;
  /** The empty option stands for null (no animation). */
  nullable?: boolean;
}

/** One of a style object's choices from the spec's set (spec 001 §9). */
export function SelectField({ name, label, options, numeric, nullable }: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext<HeroFormValues>();
  const field = register(name, {
    setValueAs: (value: unknown) => {
      if (nullable && (value === "" || value === null)) return null;
      return numeric ? Number(value) : value;
    },
  });
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} className={SELECT} {...field}>
        {options.map((option) => (
          <option key={String(option.value)} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A colour class from the palette (white, gray-800, sky-600 …); anything else is refused by the schema. */
export function ColorField({ name, label }: { name: Path; label: string }) {
  const t = useTranslations("Editors.templateSection");
  const id = useId();
  const { register } = useFormContext<HeroFormValues>();
  const invalid = useFieldError(name);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        list={`${id}-swatches`}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${INPUT} ${invalid ? "border-red-600" : "border-gray-300"}`}
        {...register(name)}
      />
      <datalist id={`${id}-swatches`}>
        {COLOR_SWATCHES.map((color) => (
          <option key={color} value={color} />
        ))}
      </datalist>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t("colorInvalid")}
        </p>
      )}
    </div>
  );
}

/** The from / via / to colours of a title or button gradient. */
export function GradientStops({ name }: { name: "title_style.gradient" | "button_style.gradient" }) {
  const t = useTranslations("Editors.templateSection");
  return (
    <fieldset>
      <legend className={LABEL}>{t("customGradient")}</legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-3">
        {(["from", "via", "to"] as const).map((stop) => (
          <ColorField key={stop} name={`${name}.${stop}`} label={t(`stops.${stop}`)} />
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off choice shown as a switch. */
export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <label className="flex items-center gap-3 text-sm text-gray-900">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600"
      />
      {label}
    </label>
  );
}

export { INPUT };
