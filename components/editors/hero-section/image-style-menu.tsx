"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { LABEL } from "@/components/editors/template-section/layout-controls";
import { HERO_IMAGE_POSITIONS } from "@/lib/model/enums";
import { parseImageSide } from "@/lib/hero/resize";
import type { HeroFormValues } from "./form-schema";
import { INPUT, SelectField } from "./menu-fields";

/** Image Style (spec 001 §2.4, only while an image is set): position, full page, width and height. */
export function ImageStyleMenu() {
  const t = useTranslations("Editors.hero");
  const id = useId();
  const { register } = useFormContext<HeroFormValues>();
  const side = (name: "width" | "height") => (
    <div>
      <label htmlFor={`${id}-${name}`} className={LABEL}>
        {t(`image.${name}`)}
      </label>
      {/* Spec 001 §5: whole pixels; anything that is not a number means auto. */}
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("image.auto")}
        aria-describedby={`${id}-hint`}
        className={`${INPUT} border-gray-300`}
        {...register(`image_style.${name}`, { setValueAs: (value: unknown) => (typeof value === "number" ? value : parseImageSide(String(value ?? ""), name)) })}
      />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField name="image_style.position" label={t("image.position")} options={HERO_IMAGE_POSITIONS.map((value) => ({ value, label: t(`image.positions.${value}`) }))} />
      <label className="flex items-center gap-3 self-end pb-2 text-sm text-gray-900">
        <input type="checkbox" role="switch" className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600" {...register("image_style.fullPage")} />
        {t("image.fullPage")}
      </label>
      {side("width")}
      {side("height")}
      <p id={`${id}-hint`} className="text-xs text-gray-700 sm:col-span-2">
        {t("image.sizeHint")}
      </p>
    </div>
  );
}
