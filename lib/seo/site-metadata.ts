import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/locales";
import { readSiteRoute } from "@/lib/site/route";
import { getSiteByHost } from "@/lib/site/site-by-host";
import { resolveLocaleSegment } from "@/lib/tenancy/route-path";
import { DRAFT_VIEW_MARK } from "@/lib/tenancy/site-path";
import { pageMetadata, type SeoSite } from "./page-metadata";
import { loadSeoSite, notFoundTexts, resolvePageSeo } from "./page-seo";

type SiteParams = Promise<{ site: string; locale: string }>;

const notFoundMetadata = (site: SeoSite, locale: Locale): Metadata =>
  pageMetadata({ site, path: "/", locale, ...notFoundTexts(locale), notFound: true });

/**
 * generateMetadata of every public page: the page at `path` (its public path without language prefix) described
 * for search engines and share cards in the language viewed; a path with no page gets the 404's.
 */
export async function sitePageMetadata(params: SiteParams, path: string): Promise<Metadata> {
  const route = await readSiteRoute(params);
  if (!route) return {};
  const draft = route.draftView !== null;
  const site = await loadSeoSite(route.site, draft);
  if (!site) return {};
  const seo = await resolvePageSeo(site, path, route.locale, draft);
  return seo ? pageMetadata({ site, path, locale: route.locale, ...seo }) : notFoundMetadata(site, route.locale);
}

/**
 * The 404 page's metadata (not-found.tsx), in the site's language; none where no organisation lives. Read from the
 * segments alone and from the live site: a 404 may be the answer to a draft view whose grant no longer holds.
 */
export async function siteNotFoundMetadata(siteSegment: string, localeSegment: string): Promise<Metadata> {
  const host = siteSegment.endsWith(DRAFT_VIEW_MARK) ? siteSegment.slice(0, -DRAFT_VIEW_MARK.length) : siteSegment;
  const found = await getSiteByHost(host);
  const site = found && (await loadSeoSite(found.id, false));
  return found && site ? notFoundMetadata(site, resolveLocaleSegment(localeSegment, found).locale) : {};
}
