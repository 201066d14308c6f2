"use client";

import { useTranslations } from "next-intl";
import type { SettingsTabProps } from "../tab-props";
import { HeroSettingsForm } from "./hero-settings-form";

/**
 * Hero Section (spec 001 §2.4 last paragraph): the hero dialog's settings variant, editing the home page's
 * hero (website_hero) with the dialog's toolbar, inline fields and live preview.
 */
export default function HeroTab({ draft, update, locale, defaultLocale, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settings.hero");
  const hero = draft.website_hero;
  if (!hero) {
    return (
      <div className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-6 text-sm text-gray-800">
        <p className="font-medium">{t("none")}</p>
        <p className="mt-1">{t("noneHint")}</p>
      </div>
    );
  }
  const errors = Object.entries(fieldErrors).filter(([field]) => field.startsWith("website_hero"));
  return (
    <div className="space-y-3">
      {errors.length > 0 && (
        <ul role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
          {errors.map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
      )}
      <HeroSettingsForm key={hero.id} hero={hero} update={update} locale={locale} defaultLocale={defaultLocale} />
    </div>
  );
}
