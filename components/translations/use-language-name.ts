"use client";

import { useMemo } from "react";
import { useSite } from "@/components/site/site-context";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

/**
 * A language's name in the page's own language ("Deutsch" reads "German" on an English page), for sentences
 * like "Texts in German"; pickers keep the native names of LOCALE_NAMES.
 */
export function useLanguageName(): (code: Locale) => string {
  const { locale } = useSite();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  return (code) => names.of(code) ?? LOCALE_NAMES[code];
}
