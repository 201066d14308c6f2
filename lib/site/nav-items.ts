import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { siteMediaUrl } from "@/lib/media/site-url";
import type { listMenu } from "./queries";

type MenuRow = Awaited<ReturnType<typeof listMenu>>[number];

export interface NavChild {
  id: string;
  label: string;
  href: string;
  description: string;
  image: string | null;
}

export interface NavItem extends NavChild {
  iconName: string | null;
  showInFooter: boolean;
  children: NavChild[];
}

/** Menu url_name values are stored without a leading slash ("services/strategy"). */
function menuHref(urlName: string | null, locale: Locale, defaultLocale: Locale): string {
  const path = urlName ? `/${urlName.replace(/^\/+/, "")}` : "/";
  return localizedPath(path, locale, defaultLocale);
}

/** icon_name, else the first icon_name of react_icons (stored as an object or a list). */
function iconNameOf(item: MenuRow): string | null {
  if (item.icon_name) return item.icon_name;
  const icons = Array.isArray(item.react_icons) ? item.react_icons : item.react_icons ? [item.react_icons] : [];
  return icons.find((icon) => icon.icon_name)?.icon_name ?? null;
}

/**
 * The menu as the header and footer show it in one language: translated labels (used only when
 * non-empty) and links that keep the current language prefix. Built on the server so client
 * islands receive only what they render.
 */
export function toNavItems(menu: MenuRow[], locale: Locale, defaultLocale: Locale): NavItem[] {
  return menu.map((item) => ({
    id: item.id,
    label: pickTranslation(item.display_name, item.display_name_translation, locale),
    href: menuHref(item.url_name, locale, defaultLocale),
    description: pickTranslation(item.description, item.description_translation, locale),
    image: item.image,
    iconName: iconNameOf(item),
    showInFooter: item.is_displayed_on_footer,
    children: item.website_submenuitem.map((sub) => ({
      id: sub.id,
      label: pickTranslation(sub.name, sub.name_translation, locale),
      href: menuHref(sub.url_name, locale, defaultLocale),
      description: pickTranslation(sub.description, sub.description_translation, locale),
      image: sub.image,
    })),
  }));
}

/**
 * One menu entry as the header, mobile menu and footer islands read it: headerNavItems leaves out fields
 * with nothing to say; the editors' previews hand whole NavItems, which fit too.
 */
export interface MenuEntry {
  label: string;
  href: string;
  description?: string;
  image?: string | null;
  iconName?: string | null;
  showInFooter?: boolean;
  children?: MenuEntry[];
}

function menuEntry(item: NavChild & Partial<Pick<NavItem, "iconName" | "showInFooter">>, orgId: string | undefined): MenuEntry {
  const entry: MenuEntry = { label: item.label, href: item.href };
  if (item.description) entry.description = item.description;
  if (item.image) entry.image = siteMediaUrl(item.image, orgId);
  if (item.iconName) entry.iconName = item.iconName;
  if (item.showInFooter) entry.showInFooter = true;
  return entry;
}

/**
 * The menu as the header's (and footer's) client islands receive it, serialised into every page: no ids
 * (the islands key entries by position), and no empty descriptions, missing images or empty submenus; the
 * organisation's own images in the short form (lib/media/site-url.ts).
 */
export function headerNavItems(items: NavItem[], orgId?: string): MenuEntry[] {
  return items.map((item) => {
    const entry = menuEntry(item, orgId);
    if (item.children.length > 0) entry.children = item.children.map((child) => menuEntry(child, orgId));
    return entry;
  });
}
