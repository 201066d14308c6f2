"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { HeadingSectionFormValues } from "./form-schema";

/** How the undo notice and the delete confirmation name a heading section: its name as this language shows it. */
export function useHeadingLabel(locale: Locale) {
  const t = useTranslations("Editors.headingSection");
  return useCallback(
    (values: HeadingSectionFormValues) => pickTranslation(values.name, values.name_translation, locale).trim() || t("untitled"),
    [t, locale],
  );
}
