"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { PostField } from "./form-schema";

const TEXT_LIMIT = 200;

/** How the conflict view names the post's fields and shows their values. */
export function useConflictText() {
  const t = useTranslations("Editors.post");
  const tEditors = useTranslations("Editors");
  const fieldLabel = useCallback(
    (field: PostField) => {
      const base = field.replace(/_translation$/, "");
      const label = t(`fields.${base}`);
      return base === field ? label : t("translationsOf", { field: label });
    },
    [t],
  );
  const formatValue = useCallback(
    (field: PostField, value: unknown): string => {
      if (typeof value === "boolean") return t(value ? "yes" : "no");
      if (value === null || value === undefined || value === "") return tEditors("conflict.empty");
      if (typeof value === "object") return JSON.stringify(value);
      const text = field.startsWith("content") ? String(value).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() : String(value);
      return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text;
    },
    [t, tEditors],
  );
  return { fieldLabel, formatValue };
}
