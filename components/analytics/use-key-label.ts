"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useSite } from "@/components/site/site-context";
import { DEVICE_CLASSES } from "@/lib/analytics/constants";
import type { BreakdownDimension } from "@/lib/analytics/schemas";
import { isLocale } from "@/lib/i18n/locales";

/** How a row's key reads in a table: a language's or country's name in the page's language, a device class, "Direct" for no referrer. */
export function useKeyLabel(): (dimension: BreakdownDimension, key: string) => string {
  const t = useTranslations("Analytics");
  const { locale } = useSite();
  const names = useMemo(
    () => ({ language: new Intl.DisplayNames([locale], { type: "language" }), region: new Intl.DisplayNames([locale], { type: "region" }) }),
    [locale],
  );
  return (dimension, key) => {
    if (dimension === "referrer" && key === "") return t("direct");
    if (dimension === "country") return key === "" ? t("unknownCountry") : (names.region.of(key) ?? key);
    if (dimension === "language" && isLocale(key)) return names.language.of(key) ?? key;
    if (dimension === "device") {
      const device = DEVICE_CLASSES.find((name) => name === key);
      if (device) return t(`devices.${device}`);
    }
    return key;
  };
}
