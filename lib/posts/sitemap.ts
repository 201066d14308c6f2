import { isoDate } from "@/lib/feeds/dates";
import { escapeXml, XML_DECLARATION } from "@/lib/feeds/xml";
import type { Locale } from "@/lib/i18n/locales";
import { alternateUrls } from "./seo";

export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/**
 * A sitemap with one <url> per page and language, each with the page's lastmod and xhtml:link alternates for
 * every language plus x-default (Google: every language version lists itself and all the others).
 */
export function buildSitemap(origin: string, pages: SitemapPage[], defaultLocale: Locale, locales: readonly Locale[]): string {
  const urls = pages.flatMap(({ path, lastModified }) => {
    const { languages } = alternateUrls(origin, path, defaultLocale, defaultLocale, locales);
    const alternates = Object.entries(languages)
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("");
    const modified = lastModified ? `<lastmod>${isoDate(lastModified)}</lastmod>` : "";
    return locales.map((locale) => `<url><loc>${escapeXml(languages[locale])}</loc>${modified}${alternates}</url>`);
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
