"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { gradientClasses } from "@/lib/sections/colors";
import type { TemplateSectionFormValues } from "./form-schema";
import { LABEL } from "./layout-controls";
import { COLOR_SWATCHES, GRADIENT_PRESETS, presetOf } from "./options";

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
const STOPS = ["from", "via", "to"] as const;

/** The fields these controls edit, the same in every section form that has a background. */
export type BackgroundFields = Pick<TemplateSectionFormValues, "background_color" | "is_gradient" | "gradient">;

/**
 * Background colour, the gradient switch, its eight presets and custom from/via/to colour classes: the
 * same controls in every section form around them (FormProvider) that has these three columns.
 */
export function BackgroundControls() {
  const t = useTranslations("Editors.templateSection");
  const id = useId();
  const { register, setValue, control, formState } = useFormContext<BackgroundFields>();
  const [isGradient, gradient] = useWatch({ control, name: ["is_gradient", "gradient"] });
  const preset = presetOf(gradient);
  const errors = formState.errors;
  const invalid = (error: unknown) => (error ? <p className="mt-1 text-sm text-red-700">{t("colorInvalid")}</p> : null);

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-color`} className={LABEL}>
          {t("fields.background_color")}
        </label>
        <input id={`${id}-color`} list={`${id}-swatches`} aria-invalid={errors.background_color ? true : undefined} className={`${INPUT} ${errors.background_color ? "border-red-600" : "border-gray-300"}`} {...register("background_color")} />
        <datalist id={`${id}-swatches`}>
          {COLOR_SWATCHES.map((color) => (
            <option key={color} value={color} />
          ))}
        </datalist>
        <p className="mt-1 text-xs text-gray-700">{t("colorHint")}</p>
        {invalid(errors.background_color)}
      </div>
      <label className="flex items-center gap-3 text-sm text-gray-900">
        <input type="checkbox" role="switch" className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600" {...register("is_gradient")} />
        {t("fields.is_gradient")}
      </label>
      {isGradient && (
        <>
          <fieldset>
            <legend className={LABEL}>{t("gradientPresets")}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {GRADIENT_PRESETS.map(({ key, gradient: colors }) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={preset === key}
                  onClick={() => setValue("gradient", { ...colors }, { shouldDirty: true, shouldValidate: true })}
                  className="flex flex-col overflow-hidden rounded-lg border border-gray-300 text-left text-sm text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:border-sky-600 aria-pressed:ring-2 aria-pressed:ring-sky-600"
                >
                  <span aria-hidden="true" className={`h-8 w-full ${gradientClasses(colors)}`} />
                  <span className="px-2 py-1">{t(`presets.${key}`)}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={LABEL}>{t("customGradient")}</legend>
            <div className="mt-1 grid gap-3 sm:grid-cols-3">
              {STOPS.map((stop) => (
                <div key={stop}>
                  <label htmlFor={`${id}-${stop}`} className="text-xs font-medium text-gray-800">
                    {t(`stops.${stop}`)}
                  </label>
                  <input
                    id={`${id}-${stop}`}
                    list={`${id}-swatches`}
                    aria-invalid={errors.gradient?.[stop] ? true : undefined}
                    className={`${INPUT} ${errors.gradient?.[stop] ? "border-red-600" : "border-gray-300"}`}
                    {...register(`gradient.${stop}`)}
                  />
                  {invalid(errors.gradient?.[stop])}
                </div>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </div>
  );
}
