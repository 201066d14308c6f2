"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isLocale, LOCALE_NAMES } from "@/lib/i18n/locales";

/** How the editor, its conflict view and its history name a section's fields and show their values. */
export function useSectionText() {
  const t = useTranslations("Editors");

  const fieldLabel = useCallback(
    (field: string) => (t.has(`templateSection.fields.${field}`) ? t(`templateSection.fields.${field}`) : field),
    [t],
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
