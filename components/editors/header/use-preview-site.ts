"use client";

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useSite } from "@/components/site/site-context";
import { apiFetchVersioned } from "@/lib/api/client";
import { rowAnswerSchema } from "@/lib/editing/answers";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { menuHref, SITE_INDEX_KEY, siteIndexSchema } from "@/lib/pages/site-index";
import type { NavItem } from "@/lib/site/nav-items";
import type { SettingsRow } from "./settings-api";

const menuSchema = siteIndexSchema.shape.menus.element.extend({
  icon_name: z.string().nullable().catch(null),
  is_displayed_on_footer: z.boolean().nullable().catch(false),
});
const previewIndexSchema = z.object({ menus: z.array(menuSchema).catch([]) });

export interface PreviewSite {
  siteName: string;
  logo: string | null;
  homeHref: string;
  items: NavItem[];
  languages: Locale[] | null;
}

/**
 * What the public header and footer show besides their style, for the editors' previews: the site's name,
 * logo and languages from the settings, and its menu (visible items, in the language being viewed) from the
 * site index the palette also reads.
 */
export function usePreviewSite(settings: SettingsRow): PreviewSite {
  const { locale, defaultLocale } = useSite();
  const index = useQuery({
    queryKey: SITE_INDEX_KEY,
    queryFn: async () => (await apiFetchVersioned("/api/site-index", rowAnswerSchema)).data,
    select: (data) => previewIndexSchema.parse(data),
  });
  const link = (urlName: string | null) => {
    const href = menuHref(urlName);
    return href.startsWith("/") ? localizedPath(href, locale, defaultLocale) : href;
  };
  const items: NavItem[] = (index.data?.menus ?? [])
    .filter((menu) => menu.is_displayed)
    .map((menu) => ({
      id: menu.id,
      label: pickTranslation(menu.display_name, menu.display_name_translation, locale),
      href: link(menu.url_name),
      description: "",
      image: null,
      iconName: menu.icon_name,
      showInFooter: menu.is_displayed_on_footer === true,
      children: menu.submenus
        .filter((sub) => sub.is_displayed)
        .map((sub) => ({ id: sub.id, label: pickTranslation(sub.name, sub.name_translation, locale), href: link(sub.url_name), description: "", image: null })),
    }));
  const offered = settings.supported_locales.filter(isLocale);
  return {
    siteName: settings.site ?? "",
    logo: settings.image,
    homeHref: localizedPath("/", locale, defaultLocale),
    items,
    // As the site's layout decides: the switch shows when it is on and there is more than one language.
    languages: settings.with_language_switch && offered.length > 1 ? offered : null,
  };
}
