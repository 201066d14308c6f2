import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/locales";
import { SITE_ICON_FILES } from "./constants";
import { getSiteBrand } from "./data";
import { iconHref, manifestHref } from "./paths";

const sizes = (file: keyof typeof SITE_ICON_FILES) => SITE_ICON_FILES[file].sizes.map((size) => `${size}x${size}`).join(" ");

/**
 * A site page's icon links and web manifest (issue 41), for its layout's generateMetadata: the files its own host
 * serves (app/sites/[site]/[locale]/…), each with the brand's version, so a new icon or colour is fetched at once.
 * Nothing where no organisation is.
 */
export async function siteIconMetadata(orgId: string, locale: Locale, defaultLocale: Locale): Promise<Pick<Metadata, "icons" | "manifest">> {
  const brand = await getSiteBrand(orgId);
  if (!brand) return {};
  const { version } = brand;
  return {
    icons: {
      icon: [
        { url: iconHref("favicon.ico", version), sizes: sizes("favicon.ico") },
        { url: iconHref("icon-192.png", version), type: "image/png", sizes: sizes("icon-192.png") },
        { url: iconHref("icon-512.png", version), type: "image/png", sizes: sizes("icon-512.png") },
      ],
      apple: [{ url: iconHref("apple-touch-icon.png", version), sizes: sizes("apple-touch-icon.png") }],
    },
    manifest: manifestHref(locale, defaultLocale, version),
  };
}
