"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { TEXT_STYLE_VARIANTS } from "@/lib/db/enums";
import type { Locale } from "@/lib/i18n/locales";
import { GRID_COLUMN_CHOICES, type TemplateSectionFormValues } from "./form-schema";
import { TranslatableFormField } from "./translatable-form-field";
import { useSectionText } from "./use-section-text";

interface TemplateSectionFieldsProps {
  form: UseFormReturn<TemplateSectionFormValues>;
  locale: Locale;
  defaultLocale: Locale;
}

const LABEL = "block text-sm font-medium text-gray-800";
const SELECT =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
const SWITCH = "h-5 w-9 shrink-0 cursor-pointer accent-sky-600";

/** The section's texts (in the language being viewed), its text style, its grid and its layout switches. */
export function TemplateSectionFields({ form, locale, defaultLocale }: TemplateSectionFieldsProps) {
  const t = useTranslations("Editors");
  const { fieldLabel, variantLabel } = useSectionText();
  const id = useId();
  const { control, register } = form;
  return (
    <div className="space-y-5">
      <TranslatableFormField control={control} name="section_title" label={fieldLabel("section_title")} locale={locale} defaultLocale={defaultLocale} />
      <TranslatableFormField
        control={control}
        name="section_description"
        label={fieldLabel("section_description")}
        locale={locale}
        defaultLocale={defaultLocale}
        multiline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-style`} className={LABEL}>
            {fieldLabel("text_style_variant")}
          </label>
          <select id={`${id}-style`} className={SELECT} {...register("text_style_variant")}>
            {TEXT_STYLE_VARIANTS.map((variant) => (
              <option key={variant} value={variant}>
                {variantLabel(variant)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-columns`} className={LABEL}>
            {fieldLabel("grid_columns")}
          </label>
          <select id={`${id}-columns`} className={SELECT} {...register("grid_columns", { valueAsNumber: true })}>
            {GRID_COLUMN_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t("templateSection.columns", { count })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className={LABEL}>{t("templateSection.layout")}</legend>
        {(["is_slider", "is_full_width"] as const).map((name) => (
          <label key={name} className="flex items-center gap-3 text-sm text-gray-900">
            <input type="checkbox" role="switch" className={SWITCH} {...register(name)} />
            {fieldLabel(name)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
