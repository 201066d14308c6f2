"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ColourField, INPUT, LABEL } from "@/components/editors/header/colour-field";
import { BackgroundControls } from "@/components/editors/template-section/background-controls";
import { FOOTER_TYPES, type FooterFormValues } from "./form-schema";

/** The footer style's fields (spec 002 §3 Settings footer_style). */
export function FooterFields() {
  const t = useTranslations("Editors.footer");
  const id = useId();
  const { register, control } = useFormContext<FooterFormValues>();
  const [color, colorHover] = useWatch({ control, name: ["color", "color_hover"] });
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-type`} className={LABEL}>
          {t("fields.type")}
        </label>
        <select id={`${id}-type`} aria-describedby={`${id}-type-hint`} className={`${INPUT} border-gray-300`} {...register("type")}>
          {FOOTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-type-hint`} className="mt-1 text-xs text-gray-700">
          {t("typeHint")}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField<FooterFormValues> name="color" label={t("fields.color")} value={color} />
        <ColourField<FooterFormValues> name="color_hover" label={t("fields.color_hover")} value={colorHover} />
      </div>
      <BackgroundControls />
    </div>
  );
}
