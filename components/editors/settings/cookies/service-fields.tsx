"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import type { CookieServiceRow } from "@/lib/organizations/types";
import { fieldError } from "../shared/field-error";
import { ItemDeleteButton } from "../shared/item-delete-button";
import { PlainField } from "../shared/plain-field";

interface ServiceFieldsProps {
  service: CookieServiceRow;
  /** The service's place in draft.cookie_services (how the server names its field errors). */
  index: number;
  /** Services of the Essential category stay active (visitors cannot refuse them). */
  essential: boolean;
  locale: Locale;
  defaultLocale: Locale;
  fieldErrors: Record<string, string>;
  onChange(changes: Partial<CookieServiceRow>): void;
  onDelete(): void;
}

/** One cookie service: its name (one for every language: the table has no translations of it), description per language, active. */
export function ServiceFields({ service, index, essential, locale, defaultLocale, fieldErrors, onChange, onDelete }: ServiceFieldsProps) {
  const t = useTranslations("Editors.settingsLists");
  const error = (field: string) => fieldError(fieldErrors, "cookie_services", index, field);
  return (
    <div className="space-y-3">
      <PlainField label={t("cookies.serviceName")} value={service.name} hint={t("cookies.serviceNameHint")} error={error("name")} onChange={(name) => onChange({ name })} />
      <TranslatableField
        locale={locale}
        defaultLocale={defaultLocale}
        multiline
        label={t("cookies.serviceDescription")}
        field="description"
        value={{ base: service.description, translations: service.description_translation }}
        error={error("description")}
        onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={service.active}
            // An Essential service may be switched on, never off.
            disabled={essential && service.active}
            className="h-4 w-4 rounded border-gray-300 text-sky-700 focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60"
            onChange={(event) => onChange({ active: event.target.checked })}
          />
          {essential && service.active ? t("cookies.alwaysActive") : t("cookies.active")}
        </label>
        <ItemDeleteButton title={service.name} onDelete={onDelete} />
      </div>
    </div>
  );
}
