import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { HOME_PAGE } from "@/lib/sections/constants";

const translations = z.record(z.string(), z.unknown()).nullable();

/** GET /api/site-index as the admin's Create Page and Site Map read it. */
export const siteIndexSchema = z.object({
  posts: z.array(z.object({ slug: z.string(), title: z.string(), title_translation: translations, is_published: z.boolean(), is_blog_post: z.boolean() })),
  pages: z.array(z.string()),
  menus: z.array(
    z.object({
      id: z.string(),
      display_name: z.string(),
      display_name_translation: translations,
      url_name: z.string().nullable(),
      is_displayed: z.boolean(),
      submenus: z.array(
        z.object({ id: z.string(), name: z.string(), name_translation: translations, url_name: z.string().nullable(), is_displayed: z.boolean() }),
      ),
    }),
  ),
});
export type SiteIndex = z.infer<typeof siteIndexSchema>;

/** The TanStack Query key of the site index, shared with the palette's search. */
export const SITE_INDEX_KEY = ["site-index"] as const;

export interface SiteEntry {
  id: string;
  label: string;
  /** A site path ("/about"; the home page is "/"), or a full address for an external menu link. */
  href: string;
  /** A draft post, or a menu item visitors do not see. */
  hidden: boolean;
  children: SiteEntry[];
}

export interface SiteTree {
  menus: SiteEntry[];
  pages: SiteEntry[];
  posts: SiteEntry[];
}

/** Menu url_name values are stored without a leading slash ("services/strategy"); a full address stays. */
export function menuHref(urlName: string | null): string {
  if (urlName && /^https?:\/\//i.test(urlName)) return urlName;
  return urlName ? `/${urlName.replace(/^\/+/, "")}` : "/";
}

/** The path a visitor uses for a page's sections: the home's sections (/home) are at /. */
export function pagePath(urlPage: string): string {
  return urlPage === HOME_PAGE ? "/" : urlPage;
}

/**
 * The Site Map's three lists in the language being viewed: the menus with their submenu items, the pages
 * (posts not shown on the blog, and paths that only have sections; home first), and the blog posts.
 */
export function buildSiteTree(index: SiteIndex, locale: Locale, homeLabel: string): SiteTree {
  const leaf = (id: string, label: string, href: string, hidden: boolean): SiteEntry => ({ id, label: label || href, href, hidden, children: [] });
  const posts = index.posts.map((post) => ({
    post,
    entry: leaf(`post:${post.slug}`, pickTranslation(post.title, post.title_translation, locale), `/${post.slug}`, !post.is_published),
  }));
  const postPaths = new Set(posts.map(({ entry }) => entry.href));
  const sectionPages = index.pages
    .map(pagePath)
    .filter((path) => !postPaths.has(path))
    .map((path) => leaf(`page:${path}`, path === "/" ? homeLabel : path, path, false));
  const byPath = (a: SiteEntry, b: SiteEntry) => (a.href === "/" ? -1 : b.href === "/" ? 1 : a.href.localeCompare(b.href));
  return {
    menus: index.menus.map((menu) => ({
      ...leaf(`menu:${menu.id}`, pickTranslation(menu.display_name, menu.display_name_translation, locale), menuHref(menu.url_name), !menu.is_displayed),
      children: menu.submenus.map((sub) => leaf(`submenu:${sub.id}`, pickTranslation(sub.name, sub.name_translation, locale), menuHref(sub.url_name), !sub.is_displayed)),
    })),
    pages: [...posts.filter(({ post }) => !post.is_blog_post).map(({ entry }) => entry), ...sectionPages].sort(byPath),
    posts: posts.filter(({ post }) => post.is_blog_post).map(({ entry }) => entry),
  };
}

/** Whether `slug` is already the address of a page or post of the site (a path with sections counts). */
export function isPathTaken(index: SiteIndex, slug: string): boolean {
  return index.posts.some((post) => post.slug === slug) || index.pages.some((path) => path === `/${slug}`);
}
