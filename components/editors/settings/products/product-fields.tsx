"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { ProductRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ImageField } from "../shared/image-field";
import { ItemDeleteButton } from "../shared/item-delete-button";
import { PlainField } from "../shared/plain-field";

interface ProductFieldsProps {
  product: ProductRow;
  index: number;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<ProductRow>): void;
  onDelete(): void;
}

/** The products table's slug rule (SQL check): lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One product: name and description per language, slug and image. */
export function ProductFields({ product, index, locale, defaultLocale, fieldErrors, onChange, onDelete }: ProductFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const language = { locale, defaultLocale };
  const error = (field: string) => fieldError(fieldErrors, "products", index, field);
  const slugInvalid = product.slug !== null && !SLUG.test(product.slug);
  return (
    <div className="space-y-3">
      <TranslatableField
        {...language}
        label={t("products.name")}
        field="name"
        value={{ base: product.name, translations: product.name_translation }}
        error={error("name")}
        onChange={(next) => onChange({ name: next.base ?? "", name_translation: next.translations })}
      />
      <TranslatableField
        {...language}
        multiline
        label={t("products.description")}
        field="description"
        value={{ base: product.description, translations: product.description_translation }}
        error={error("description")}
        onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
      />
      <PlainField
        label={t("products.slug")}
        value={product.slug ?? ""}
        hint={t("products.slugHint")}
        error={error("slug") ?? (slugInvalid ? t("products.slugInvalid") : undefined)}
        onChange={(slug) => onChange({ slug: slug.trim() === "" ? null : slug.trim() })}
      />
      <ImageField label={t("products.image")} value={product.image} error={error("image")} onChange={(image) => onChange({ image })} />
      <div className="flex justify-end">
        <ItemDeleteButton title={pickTranslation(product.name, product.name_translation, locale)} warning={t("products.deleteWarning")} onDelete={onDelete} />
      </div>
    </div>
  );
}
