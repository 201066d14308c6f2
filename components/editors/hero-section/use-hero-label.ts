"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { shownTitle, type HeroFormValues } from "./form-schema";

/** How the undo notice and the delete confirmation name a hero: its title as this language shows it. */
export function useHeroLabel(locale: Locale) {
  const t = useTranslations("Editors.hero");
  return useCallback((values: HeroFormValues) => shownTitle(values, locale) || t("untitled"), [t, locale]);
}
