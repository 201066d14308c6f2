"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SMALL_BUTTON } from "@/components/editors/metrics/styles";
import type { Locale } from "@/lib/i18n/locales";
import type { BannerRow } from "@/lib/organizations/types";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { BannerBehaviourFields } from "./banner-behaviour-fields";
import { BannerContentFields } from "./banner-content-fields";
import { BannerPreview } from "./banner-preview";

interface BannerCardProps {
  banner: BannerRow;
  /** Its text in the language edited, or "" when it has none. */
  name: string;
  locale: Locale;
  defaultLocale: Locale;
  focusOnMount: boolean;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<BannerRow>): void;
  onDelete(): void;
}

/** One banner: summary, its fields and live preview behind "Edit", and delete (asked first). */
export function BannerCard({ banner, name, locale, defaultLocale, focusOnMount, errorOf, onChange, onDelete }: BannerCardProps) {
  const t = useTranslations("Editors.settingsBanners");
  const id = useId();
  const [open, setOpen] = useState(focusOnMount);
  const shown = name.trim() || t("untitled");

  return (
    <article aria-labelledby={`${id}-name`} data-banner-card={banner.id} className="space-y-3 rounded-lg border border-gray-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-name`} className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900">
          {shown}
        </h3>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">{t(`positions.${banner.position}`)}</span>
        {!banner.is_enabled && <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-800">{t("off")}</span>}
        <button type="button" aria-expanded={open} aria-controls={open ? `${id}-fields` : undefined} onClick={() => setOpen((now) => !now)} className={SMALL_BUTTON}>
          {open ? t("hideDetails") : t("editDetails")}
          <span className="sr-only"> {shown}</span>
        </button>
        <ConfirmDelete label={t("deleteNamed", { name: shown })} question={t("deleteQuestion", { name: shown })} onConfirm={onDelete} />
      </div>
      {open && (
        <div id={`${id}-fields`} className="space-y-4">
          <BannerPreview banner={banner} locale={locale} />
          <BannerContentFields banner={banner} locale={locale} defaultLocale={defaultLocale} focusOnMount={focusOnMount} errorOf={errorOf} onChange={onChange} />
          <BannerBehaviourFields banner={banner} errorOf={errorOf} onChange={onChange} />
        </div>
      )}
    </article>
  );
}
