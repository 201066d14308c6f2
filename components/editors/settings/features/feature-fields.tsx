"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { FeatureRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ItemDeleteButton } from "../shared/item-delete-button";

interface FeatureFieldsProps {
  feature: FeatureRow;
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<FeatureRow>): void;
  onDelete(): void;
}

/** One feature: its name and description in the language edited. */
export function FeatureFields({ feature, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: FeatureFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const language = { locale, defaultLocale };
  return (
    <div className="space-y-3">
      <TranslatableField
        {...language}
        label={t("features.name")}
        field="name"
        value={{ base: feature.name, translations: feature.name_translation }}
        error={fieldError(fieldErrors, "features", index, "name")}
        onChange={(next) => onChange({ name: next.base ?? "", name_translation: next.translations })}
      />
      <TranslatableField
        {...language}
        multiline
        label={t("features.description")}
        field="description"
        value={{ base: feature.description, translations: feature.description_translation }}
        error={fieldError(fieldErrors, "features", index, "description")}
        onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
      />
      <div className="flex justify-end">
        <ItemDeleteButton title={pickTranslation(feature.name, feature.name_translation, locale)} onDelete={onDelete} />
      </div>
    </div>
  );
}
