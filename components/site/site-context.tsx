"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

export interface SiteInfo {
  siteId: string | null;
  locale: Locale;
  defaultLocale: Locale;
}

const SiteContext = createContext<SiteInfo | null>(null);

/** What client islands need to know about the site they run on. */
export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a SiteProvider");
  return site;
}

/** Builds links in the current language: the default language has no prefix. */
export function useLocalizedPath(): (path: string) => string {
  const { locale, defaultLocale } = useSite();
  return (path) => localizedPath(path, locale, defaultLocale);
}
