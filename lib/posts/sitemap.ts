import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/** A sitemap with one <url> per page in the default language and xhtml:link alternates for every language. */
export function buildSitemap(origin: string, pages: SitemapPage[], defaultLocale: Locale, locales: readonly Locale[]): string {
  const urls = pages.map(({ path, lastModified }) => {
    const alternates = locales
      .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizedPath(path, locale, defaultLocale))}"/>`)
      .join("");
    const modified = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + localizedPath(path, defaultLocale, defaultLocale))}</loc>${modified}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
