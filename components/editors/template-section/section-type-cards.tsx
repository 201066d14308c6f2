"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegister } from "react-hook-form";
import { SECTION_TYPES } from "@/lib/model/enums";
import type { TemplateSectionFormValues } from "./form-schema";

/** Spec 001 §4: the nine section types as cards (native radios, so arrow keys and screen readers just work). */
export function SectionTypeCards({ register }: { register: UseFormRegister<TemplateSectionFormValues> }) {
  const t = useTranslations("Editors.templateSection");
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{t("fields.section_type")}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SECTION_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer flex-col gap-1 rounded-lg border border-gray-300 p-3 text-sm has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600"
          >
            <span className="flex items-center gap-2 font-semibold text-gray-900">
              <input type="radio" value={type} className="accent-sky-700" {...register("section_type")} />
              {t(`types.${type}.name`)}
            </span>
            <span className="text-xs text-gray-700">{t(`types.${type}.hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
