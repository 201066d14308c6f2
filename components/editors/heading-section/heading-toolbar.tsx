"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LABEL, SELECT } from "@/components/editors/template-section/layout-controls";
import { HEADING_STYLE_VARIANTS, HEADING_TEXT_STYLE_VARIANTS } from "@/lib/model/enums";
import type { HeadingSectionFormValues } from "./form-schema";

const CHOICE =
  "rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:border-sky-600 aria-pressed:bg-sky-50 aria-pressed:text-sky-900";

/**
 * The modal's toolbar (spec 001 §2.3): style variant default or clean (full screen), the three text styles
 * a heading offers (spec 001 §4), and whether the image comes first.
 */
export function HeadingToolbar({ fieldLabel }: { fieldLabel(field: string): string }) {
  const t = useTranslations("Editors");
  const id = useId();
  const { register, setValue, control } = useFormContext<HeadingSectionFormValues>();
  const styleVariant = useWatch({ control, name: "style_variant" });

  return (
    <div role="toolbar" aria-label={t("headingSection.toolbar")} className="flex flex-wrap items-end gap-4 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <div role="group" aria-labelledby={`${id}-style`}>
        <span id={`${id}-style`} className={LABEL}>
          {fieldLabel("style_variant")}
        </span>
        <div className="mt-1 flex gap-1">
          {HEADING_STYLE_VARIANTS.map((variant) => (
            <button
              key={variant}
              type="button"
              aria-pressed={styleVariant === variant}
              className={CHOICE}
              onClick={() => setValue("style_variant", variant, { shouldDirty: true })}
            >
              {t(`headingSection.styleVariants.${variant}`)}
            </button>
          ))}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-text-style`} className={LABEL}>
          {fieldLabel("text_style_variant")}
        </label>
        <select id={`${id}-text-style`} className={SELECT} {...register("text_style_variant")}>
          {HEADING_TEXT_STYLE_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {t(`templateSection.textStyles.${variant}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-3 pb-2 text-sm text-gray-900">
        <input type="checkbox" role="switch" className="h-5 w-9 shrink-0 cursor-pointer accent-sky-600" {...register("image_first")} />
        {fieldLabel("image_first")}
      </label>
    </div>
  );
}
