"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useSite } from "@/components/site/site-context";
import { ApiClientError, apiFetchVersioned } from "@/lib/api/client";
import { buildSiteTree, pagePath, SITE_INDEX_KEY, siteIndexSchema, type SiteIndex } from "@/lib/pages/site-index";

/**
 * The site index (GET /api/site-index), checked with its schema; shared with the palette and the Site Map.
 * `fresh`: read again on opening (the Site Map shows the site as it is now).
 */
export function useSiteIndex({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: SITE_INDEX_KEY,
    queryFn: async (): Promise<SiteIndex> => (await apiFetchVersioned("/api/site-index", siteIndexSchema)).data,
    refetchOnMount: fresh ? "always" : true,
  });
}

/**
 * The pages that have sections to start from, named as the Site Map names them, and what to say when the
 * site index cannot be read (spec 001 §8: the organisation is unknown, or its data failed to load).
 */
export function useLayoutSources() {
  const t = useTranslations("Editors");
  const { locale } = useSite();
  const index = useSiteIndex();
  const pages = useMemo(() => {
    if (!index.data) return [];
    const { pages: entries } = buildSiteTree(index.data, locale, t("siteMap.home"));
    return index.data.pages.map((urlPage) => {
      const entry = entries.find((page) => page.href === pagePath(urlPage));
      return { id: urlPage, urlPage, href: pagePath(urlPage), label: entry?.label ?? urlPage, hidden: false, children: [] };
    });
  }, [index.data, locale, t]);
  const loadError = index.error
    ? index.error instanceof ApiClientError && index.error.code === "site_not_found"
      ? t("createPage.organizationMissing")
      : t("createPage.organizationLoadFailed")
    : null;
  return { index: index.data ?? null, pages, loadError };
}
