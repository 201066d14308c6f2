"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { CookieCategoryRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ItemDeleteButton } from "../shared/item-delete-button";
import { PlainField } from "../shared/plain-field";

interface CategoryFieldsProps {
  category: CookieCategoryRow;
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<CookieCategoryRow>): void;
  onDelete(): void;
}

/**
 * One cookie category: name and description per language. Essential (the stored row's is_essential, from
 * its name) keeps its base name, which is what makes it essential, and cannot be deleted; its name may
 * still be translated.
 */
export function CategoryFields({ category, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: CategoryFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const language = { locale, defaultLocale };
  const error = (field: string) => fieldError(fieldErrors, "cookie_categories", index, field);
  const lockedName = category.is_essential && locale === defaultLocale;
  return (
    <div className="space-y-3">
      {category.is_essential && <p className="rounded-md bg-sky-50 p-2 text-sm text-sky-900">{t("cookies.essentialNote")}</p>}
      {lockedName ? (
        <PlainField label={t("cookies.name")} value={category.name} readOnly aria-readonly onChange={() => undefined} />
      ) : (
        <TranslatableField
          {...language}
          label={t("cookies.name")}
          field="name"
          value={{ base: category.name, translations: category.name_translation }}
          error={error("name")}
          onChange={(next) => onChange({ name: next.base ?? "", name_translation: next.translations })}
        />
      )}
      <TranslatableField
        {...language}
        multiline
        label={t("cookies.description")}
        field="description"
        value={{ base: category.description, translations: category.description_translation }}
        error={error("description")}
        onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
      />
      {!category.is_essential && (
        <div className="flex justify-end">
          <ItemDeleteButton
            title={pickTranslation(category.name, category.name_translation, locale)}
            warning={t("cookies.deleteWarning")}
            onDelete={onDelete}
          />
        </div>
      )}
    </div>
  );
}
