"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuItemRow } from "@/lib/organizations/types";
import { IconPicker } from "./icon-picker";
import { ImageField } from "./image-field";
import { UrlNameField } from "./url-name-field";

interface MenuItemFieldsProps {
  item: MenuItemRow;
  locale: Locale;
  defaultLocale: Locale;
  focusOnMount: boolean;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<MenuItemRow>): void;
}

const FLAGS = ["is_displayed", "is_displayed_on_footer", "menu_items_are_text"] as const;

/** icon_name, else the first icon_name of react_icons (stored as an object or a list), as the menu reads it. */
function iconOf(item: MenuItemRow): string | null {
  if (item.icon_name) return item.icon_name;
  const icons = Array.isArray(item.react_icons) ? item.react_icons : item.react_icons ? [item.react_icons] : [];
  return icons.find((icon) => icon.icon_name)?.icon_name ?? null;
}

/** A menu item's own fields (spec 002 §3 Menu item): names and descriptions per language, path, icon, image, flags. */
export function MenuItemFields({ item, locale, defaultLocale, focusOnMount, errorOf, onChange }: MenuItemFieldsProps) {
  const t = useTranslations("Editors.settingsMenu");
  const [touched, setTouched] = useState(false);
  const first = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const language = { locale, defaultLocale };
  const nameMissing = locale === defaultLocale && touched && item.display_name.trim() === "";

  useEffect(() => {
    if (focusOnMount) first.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TranslatableField
        label={t("fields.display_name")}
        field="display_name"
        value={{ base: item.display_name, translations: item.display_name_translation }}
        {...language}
        ref={(element) => {
          first.current = element;
        }}
        onBlur={() => setTouched(true)}
        error={errorOf("display_name") ?? (nameMissing ? t("nameRequired") : undefined)}
        maxLength={200}
        onChange={(next) => onChange({ display_name: next.base ?? "", display_name_translation: next.translations })}
      />
      <UrlNameField value={item.url_name} error={errorOf("url_name")} onChange={(url_name) => onChange({ url_name })} />
      <div className="sm:col-span-2">
        <TranslatableField
          label={t("fields.description")}
          field="description"
          multiline
          value={{ base: item.description, translations: item.description_translation }}
          {...language}
          error={errorOf("description")}
          maxLength={2000}
          onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
        />
      </div>
      <IconPicker
        label={t("fields.icon")}
        value={iconOf(item)}
        // Choosing "no icon" also clears the older react_icons form, which the menu would fall back to.
        onChange={(name) => onChange(name ? { icon_name: name } : { icon_name: null, react_icons: null, react_icon_id: null })}
      />
      <ImageField label={t("fields.image")} value={item.image} onChange={(image) => onChange({ image })} />
      <fieldset className="sm:col-span-2">
        <legend className="sr-only">{t("flagsLegend")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm text-gray-900">
              <input type="checkbox" checked={item[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })} className="h-4 w-4 accent-sky-600" />
              {t(`fields.${flag}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
