"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/**
 * How the header and footer editors' conflict view names a style's fields and shows their values: styles by
 * their labels, switches as On and Off, gradients as their stops.
 */
export function useStyleText(messages: "header" | "footer") {
  const t = useTranslations("Editors");
  const fieldLabel = useCallback((field: string) => (t.has(`${messages}.fields.${field}`) ? t(`${messages}.fields.${field}`) : field), [t, messages]);
  const formatValue = useCallback(
    (field: string, value: unknown): string => {
      if (typeof value === "boolean") return t(value ? `${messages}.on` : `${messages}.off`);
      if (field === "type" && typeof value === "string" && t.has(`${messages}.types.${value}`)) return t(`${messages}.types.${value}`);
      if (typeof value === "object" && value !== null) {
        const stops = Object.values(value).filter((stop) => typeof stop === "string" && stop.trim() !== "");
        return stops.length > 0 ? stops.join(" → ") : t("conflict.empty");
      }
      if (value === null || value === undefined || value === "") return t("conflict.empty");
      return String(value);
    },
    [t, messages],
  );
  return { fieldLabel, formatValue };
}
