import type { MetadataRoute } from "next";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { MANIFEST_BACKGROUND, SITE_ICON_FILES } from "./constants";
import type { SiteBrand } from "./data";
import { iconHref } from "./paths";

/** Home screens cut a longer short_name (Chrome shows about 12 characters under an icon). */
export const SHORT_NAME_LENGTH = 12;

/** The name under the home-screen icon: the site's name if it fits, else its first word, else its first letters. */
export function shortName(name: string): string {
  const fits = (text: string) => [...text].length <= SHORT_NAME_LENGTH;
  if (fits(name)) return name;
  const first = name.split(/\s+/)[0] ?? "";
  return fits(first) && first ? first : [...name].slice(0, SHORT_NAME_LENGTH).join("").trim();
}

const PNG_ICONS = ["icon-192.png", "icon-512.png"] as const;

/**
 * A site's web manifest in one of its languages: it opens on that language's home page, and is one app whatever
 * language it was installed from (`id`). Its icons are the PNGs every site serves, its frame its primary colour.
 */
export function buildManifest(brand: Pick<SiteBrand, "name" | "color" | "version">, locale: Locale, defaultLocale: Locale): MetadataRoute.Manifest {
  return {
    id: "/",
    name: brand.name,
    short_name: shortName(brand.name),
    lang: locale,
    dir: "ltr",
    start_url: localizedPath("/", locale, defaultLocale),
    scope: "/",
    display: "standalone",
    theme_color: brand.color,
    background_color: MANIFEST_BACKGROUND,
    icons: PNG_ICONS.map((file) => {
      const [size] = SITE_ICON_FILES[file].sizes;
      return { src: iconHref(file, brand.version), sizes: `${size}x${size}`, type: SITE_ICON_FILES[file].type, purpose: "any" };
    }),
  };
}
