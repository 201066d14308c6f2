"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { TEXT_STYLE_VARIANTS } from "@/lib/model/enums";
import { GRID_COLUMN_CHOICES, type TemplateSectionFormValues } from "./form-schema";
import { alignmentFlags, METRIC_IMAGE_HEIGHTS, titleAlignment, type TitleAlignment } from "./options";

export const LABEL = "block text-sm font-medium text-gray-800";
export const SELECT =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
const SWITCH = "h-5 w-9 shrink-0 cursor-pointer accent-sky-600";
const ALIGNMENTS: readonly TitleAlignment[] = ["left", "center", "right"];

/** Text style, grid columns, metric image height, title alignment and the layout switches. */
export function LayoutControls({ form }: { form: UseFormReturn<TemplateSectionFormValues> }) {
  const t = useTranslations("Editors.templateSection");
  const id = useId();
  const { register, setValue, control } = form;
  const [center, right] = useWatch({ control, name: ["is_section_title_aligned_center", "is_section_title_aligned_right"] });
  const alignment = titleAlignment({ is_section_title_aligned_center: center, is_section_title_aligned_right: right });

  const align = (next: TitleAlignment) => {
    for (const [name, on] of Object.entries(alignmentFlags(next)) as [keyof ReturnType<typeof alignmentFlags>, boolean][]) {
      setValue(name, on, { shouldDirty: true });
    }
  };

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-style`} className={LABEL}>
            {t("fields.text_style_variant")}
          </label>
          <select id={`${id}-style`} className={SELECT} {...register("text_style_variant")}>
            {TEXT_STYLE_VARIANTS.map((variant) => (
              <option key={variant} value={variant}>
                {t(`textStyles.${variant}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-columns`} className={LABEL}>
            {t("fields.grid_columns")}
          </label>
          <select id={`${id}-columns`} className={SELECT} {...register("grid_columns", { valueAsNumber: true })}>
            {GRID_COLUMN_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t("columns", { count })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-height`} className={LABEL}>
            {t("fields.image_metrics_height")}
          </label>
          <select id={`${id}-height`} className={SELECT} {...register("image_metrics_height")}>
            {METRIC_IMAGE_HEIGHTS.map(({ value, px }) => (
              <option key={value} value={value}>
                {t("heightOption", { value, px, name: t(`heights.${value}`) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className={LABEL}>{t("titleAlignment")}</legend>
        <div className="mt-2 flex gap-4">
          {ALIGNMENTS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-900">
              <input type="radio" name={`${id}-align`} value={value} checked={alignment === value} onChange={() => align(value)} className="accent-sky-700" />
              {t(`alignments.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={LABEL}>{t("layout")}</legend>
        {(["is_slider", "is_full_width", "is_image_bottom"] as const).map((name) => (
          <label key={name} className="flex items-center gap-3 text-sm text-gray-900">
            <input type="checkbox" role="switch" className={SWITCH} {...register(name)} />
            {t(`fields.${name}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
