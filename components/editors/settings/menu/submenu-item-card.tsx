"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import { BOX, LABEL, SMALL_BUTTON } from "@/components/editors/metrics/styles";
import type { Locale } from "@/lib/i18n/locales";
import type { SubmenuItemRow } from "@/lib/organizations/types";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { ImageField } from "./image-field";
import { UrlNameField } from "./url-name-field";

interface SubmenuItemCardProps {
  sub: SubmenuItemRow;
  /** Its name as shown in the language edited. */
  name: string;
  /** Every menu item it may sit under, by id, named as shown. */
  parents: readonly { id: string; name: string }[];
  locale: Locale;
  defaultLocale: Locale;
  /** A new item opens with its first field focused. */
  focusOnMount: boolean;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<SubmenuItemRow>): void;
  onMoveTo(menuItemId: string): void;
  onDelete(): void;
}

/** One submenu item: its fields behind "Edit", the menu item it sits under ("Move to"), delete. */
export function SubmenuItemCard({ sub, name, parents, locale, defaultLocale, focusOnMount, errorOf, onChange, onMoveTo, onDelete }: SubmenuItemCardProps) {
  const t = useTranslations("Editors.settingsMenu");
  const id = useId();
  const [open, setOpen] = useState(focusOnMount);
  const [touched, setTouched] = useState(false);
  const first = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const language = { locale, defaultLocale };
  const shown = name.trim() || t("untitled");
  const nameMissing = locale === defaultLocale && touched && sub.name.trim() === "";

  useEffect(() => {
    if (focusOnMount) first.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="space-y-3" data-submenu-item={sub.id}>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => setOpen((now) => !now)} className={SMALL_BUTTON}>
          {open ? t("hideDetails") : t("editDetails")}
          <span className="sr-only"> {shown}</span>
        </button>
        {!sub.is_displayed && <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-800">{t("hidden")}</span>}
        <ConfirmDelete label={t("deleteNamed", { name: shown })} question={t("deleteSubmenuQuestion", { name: shown })} onConfirm={onDelete} />
      </div>
      <div id={`${id}-fields`} hidden={!open} className="grid gap-3 sm:grid-cols-2">
        <TranslatableField
          label={t("fields.name")}
          field="name"
          value={{ base: sub.name, translations: sub.name_translation }}
          {...language}
          ref={(element) => {
            first.current = element;
          }}
          onBlur={() => setTouched(true)}
          error={errorOf("name") ?? (nameMissing ? t("nameRequired") : undefined)}
          maxLength={200}
          onChange={(next) => onChange({ name: next.base ?? "", name_translation: next.translations })}
        />
        <UrlNameField value={sub.url_name} error={errorOf("url_name")} onChange={(url_name) => onChange({ url_name })} />
        <div className="sm:col-span-2">
          <TranslatableField
            label={t("fields.description")}
            field="description"
            multiline
            value={{ base: sub.description, translations: sub.description_translation }}
            {...language}
            error={errorOf("description")}
            maxLength={2000}
            onChange={(next) => onChange({ description: next.base || null, description_translation: next.translations })}
          />
        </div>
        <div className="sm:col-span-2">
          <ImageField label={t("fields.image")} value={sub.image} onChange={(image) => onChange({ image })} />
        </div>
        <div>
          <label htmlFor={`${id}-parent`} className={LABEL}>
            {t("fields.parent")}
          </label>
          <select id={`${id}-parent`} value={sub.menu_item_id} onChange={(event) => onMoveTo(event.target.value)} className={BOX}>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.name.trim() || t("untitled")}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 self-end text-sm text-gray-900">
          <input type="checkbox" checked={sub.is_displayed} onChange={(event) => onChange({ is_displayed: event.target.checked })} className="h-4 w-4 accent-sky-600" />
          {t("fields.is_displayed")}
        </label>
      </div>
    </div>
  );
}
