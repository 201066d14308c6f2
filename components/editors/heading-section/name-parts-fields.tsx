"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslatableFormField } from "@/components/editors/shared/translatable-form-field";
import type { Locale } from "@/lib/i18n/locales";
import type { HeadingSectionFormValues } from "./form-schema";
import { addablePart, NAME_PART_FIELDS, removablePart, shownParts, withPartAdded, withPartRemoved, type NamePart } from "./name-parts";

const PART_BUTTON =
  "rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

interface NamePartsFieldsProps {
  locale: Locale;
  defaultLocale: Locale;
  fieldLabel(field: string): string;
}

/** The heading's name in up to three parts (spec 001 §4): the second and third are added and removed here. */
export function NamePartsFields({ locale, defaultLocale, fieldLabel }: NamePartsFieldsProps) {
  const t = useTranslations("Editors.headingSection");
  const { control, setValue, getValues } = useFormContext<HeadingSectionFormValues>();
  const [name_part_2, name_part_3] = useWatch({ control, name: ["name_part_2", "name_part_3"] });
  const parts = { name_part_2, name_part_3 };
  const shown = shownParts(parts);
  const addable = addablePart(parts);
  const removable = removablePart(parts);

  const change = (next: HeadingSectionFormValues) => {
    for (const field of NAME_PART_FIELDS) if (next[field] !== getValues(field)) setValue(field, next[field], { shouldDirty: true });
  };
  const part = (number: NamePart, field: "name_part_2" | "name_part_3") => (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TranslatableFormField kind="heading_section" name={field} label={fieldLabel(field)} locale={locale} defaultLocale={defaultLocale} />
      </div>
      {removable === number && (
        <button type="button" className={`${PART_BUTTON} mb-0.5`} onClick={() => change(withPartRemoved(getValues(), number))}>
          {t(`removePart${number}`)}
        </button>
      )}
    </div>
  );

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("nameParts")}</legend>
      <TranslatableFormField kind="heading_section" name="name" label={fieldLabel("name")} locale={locale} defaultLocale={defaultLocale} />
      {shown >= 2 && part(2, "name_part_2")}
      {shown >= 3 && part(3, "name_part_3")}
      {addable && (
        <button type="button" className={PART_BUTTON} onClick={() => change(withPartAdded(getValues(), addable))}>
          {t(`addPart${addable}`)}
        </button>
      )}
    </fieldset>
  );
}
