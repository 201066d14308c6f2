"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isLocale, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { sectionMessage, type EditedSectionKind } from "@/components/editors/shared/section-api";
import type { TemplateSectionFormValues } from "./form-schema";

/**
 * How a section editor, its conflict view and its history name the section's fields (from its own
 * messages) and show their values (text styles, on and off as the template section editor names them).
 */
export function useSectionText(kind: EditedSectionKind = "template_section") {
  const t = useTranslations("Editors");

  const fieldLabel = useCallback(
    (field: string) => (t.has(sectionMessage(kind, `fields.${field}`)) ? t(sectionMessage(kind, `fields.${field}`)) : field),
    [t, kind],
  );

  const variantLabel = useCallback((variant: string) => t(`templateSection.textStyles.${variant}`), [t]);

  const formatValue = useCallback(
    (field: string, value: unknown): string => {
      if (typeof value === "boolean") return t(value ? "templateSection.on" : "templateSection.off");
      if (field === "text_style_variant" && typeof value === "string") return variantLabel(value);
      if (field === "grid_columns" && typeof value === "number") return t("templateSection.columns", { count: value });
      if (typeof value === "object" && value !== null) {
        const lines = Object.entries(value)
          .filter(([, text]) => typeof text === "string" && text.trim() !== "")
          .map(([locale, text]) => `${isLocale(locale) ? LOCALE_NAMES[locale] : locale}: ${String(text)}`);
        return lines.length > 0 ? lines.join("\n") : t("conflict.empty");
      }
      if (value === null || value === undefined || value === "") return t("conflict.empty");
      return String(value);
    },
    [t, variantLabel],
  );

  return { fieldLabel, variantLabel, formatValue };
}

/** How the undo notice names a section: its title in the language being viewed, or "Template section". */
export function useSectionLabel(locale: Locale) {
  const t = useTranslations("Editors.templateSection");
  return useCallback(
    (values: TemplateSectionFormValues) => pickTranslation(values.section_title, values.section_title_translation, locale).trim() || t("untitled"),
    [t, locale],
  );
}
