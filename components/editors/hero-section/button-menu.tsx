"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import type { HeroFormValues } from "./form-schema";
import { buttonGradient, hasGradient } from "./gradients";
import { ColorField, GradientStops, INPUT, SwitchField } from "./menu-fields";

/** Button (spec 001 §2.4): where it leads, colour or gradient, a video button, above or below the description. */
export function ButtonMenu() {
  const t = useTranslations("Editors.hero");
  const id = useId();
  const { register, control, setValue, getFieldState, formState } = useFormContext<HeroFormValues>();
  const [gradient, aboveDescription] = useWatch({ control, name: ["button_style.gradient", "button_style.aboveDescription"] });
  const urlInvalid = Boolean(getFieldState("button_style.url", formState).error);
  const gradientOn = hasGradient(gradient);
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-url`} className={LABEL}>
          {t("button.url")}
        </label>
        <input
          id={`${id}-url`}
          inputMode="url"
          autoComplete="off"
          placeholder="/products"
          aria-invalid={urlInvalid || undefined}
          aria-describedby={`${id}-url-hint`}
          className={`${INPUT} ${urlInvalid ? "border-red-600" : "border-gray-300"}`}
          {...register("button_style.url")}
        />
        <p id={`${id}-url-hint`} className={`mt-1 text-xs ${urlInvalid ? "text-red-700" : "text-gray-700"}`}>
          {t(urlInvalid ? "button.urlInvalid" : "button.urlHint")}
        </p>
      </div>
      <fieldset>
        <legend className={LABEL}>{t("button.fill")}</legend>
        <div className="mt-1 flex gap-4 text-sm text-gray-900">
          {[false, true].map((on) => (
            <label key={String(on)} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-fill`}
                checked={gradientOn === on}
                onChange={() => setValue("button_style.gradient", buttonGradient(on), { shouldDirty: true, shouldValidate: true })}
                className="h-4 w-4 accent-sky-600"
              />
              {t(on ? "button.fills.gradient" : "button.fills.color")}
            </label>
          ))}
        </div>
      </fieldset>
      {gradientOn ? <GradientStops name="button_style.gradient" /> : <ColorField name="button_style.color" label={t("text.color")} />}
      <label className="flex items-center gap-3 text-sm text-gray-900">
        <input type="checkbox" role="switch" className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600" {...register("button_style.isVideo")} />
        {t("button.video")}
      </label>
      <SwitchField
        label={t("button.aboveDescription")}
        checked={aboveDescription}
        onChange={(on) => setValue("button_style.aboveDescription", on, { shouldDirty: true })}
      />
    </div>
  );
}
