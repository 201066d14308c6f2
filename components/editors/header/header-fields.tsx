"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { BackgroundControls } from "@/components/editors/template-section/background-controls";
import { HEADER_STYLE_TYPES } from "@/lib/model/enums";
import { CONTENT_WIDTHS_PX } from "@/lib/header/constants";
import { ColourField, INPUT, LABEL } from "./colour-field";
import { LOGO_HEIGHTS, logoHeightPx, MENU_WIDTHS, type HeaderFormValues } from "./form-schema";

/** The header style's fields (spec 002 §3 Settings header_style). */
export function HeaderFields() {
  const t = useTranslations("Editors.header");
  const id = useId();
  const { register, control } = useFormContext<HeaderFormValues>();
  const [color, colorHover] = useWatch({ control, name: ["color", "color_hover"] });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-type`} className={LABEL}>
            {t("fields.type")}
          </label>
          <select id={`${id}-type`} className={`${INPUT} border-gray-300`} {...register("type")}>
            {HEADER_STYLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-width`} className={LABEL}>
            {t("fields.menu_width")}
          </label>
          <select id={`${id}-width`} className={`${INPUT} border-gray-300`} {...register("menu_width")}>
            {MENU_WIDTHS.map((width) => (
              <option key={width} value={width}>
                {t("widthOption", { name: width, px: CONTENT_WIDTHS_PX[width] })}
              </option>
            ))}
          </select>
        </div>
        <ColourField<HeaderFormValues> name="color" label={t("fields.color")} value={color} />
        <ColourField<HeaderFormValues> name="color_hover" label={t("fields.color_hover")} value={colorHover} />
        <div>
          <label htmlFor={`${id}-logo`} className={LABEL}>
            {t("fields.logo_height")}
          </label>
          <select id={`${id}-logo`} className={`${INPUT} border-gray-300`} {...register("logo_height")}>
            {LOGO_HEIGHTS.map((height) => (
              <option key={height} value={height}>
                {t("logoOption", { px: logoHeightPx(height) })}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-3 self-end pb-2 text-sm text-gray-900">
          <input type="checkbox" role="switch" className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600" {...register("menu_items_are_text")} />
          {t("fields.menu_items_are_text")}
        </label>
      </div>
      <BackgroundControls />
    </div>
  );
}
