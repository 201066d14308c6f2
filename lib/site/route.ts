import { notFound, permanentRedirect, redirect } from "next/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { guardDraftView, markDraftView } from "@/lib/publishing/draft-view";
import { resolveLocaleSegment } from "@/lib/tenancy/route-path";
import { DRAFT_VIEW_MARK } from "@/lib/tenancy/site-path";
import { getSiteByHost, hostOfSegment } from "./site-by-host";

type SiteParams = Promise<{ site: string; locale: string }>;

export interface SiteRoute {
  /** The organisation's id: every cached read and tag is keyed by it. */
  site: string;
  locale: Locale;
  defaultLocale: Locale;
  locales: readonly Locale[];
  /** The prefix is one this site does not serve under it (its default language, or one it does not offer). */
  redirects: boolean;
  /** The site's primary origin when this host is another of its addresses (see Site). */
  canonicalOrigin?: string;
  /** The draft view (lib/publishing/draft-view.ts): through a preview link, or for someone in draft mode. */
  draftView: "link" | "editor" | null;
}

/**
 * The organisation and language of an internal route, or null when no organisation has the host. In the draft
 * view the request's preview grant is checked first: one that no longer holds is a 404, before anything is read.
 */
export async function readSiteRoute(params: SiteParams): Promise<SiteRoute | null> {
  const { site: marked, locale: segment } = await params;
  const draftRequested = marked.endsWith(DRAFT_VIEW_MARK);
  const host = draftRequested ? marked.slice(0, -DRAFT_VIEW_MARK.length) : marked;
  const site = await getSiteByHost(host);
  if (!site) return null;
  const draftView = draftRequested ? await guardDraftView(hostOfSegment(host) ?? "", site.id) : null;
  if (draftView) markDraftView();
  const resolved = resolveLocaleSegment(segment, site);
  return {
    site: site.id,
    locale: resolved.locale,
    defaultLocale: site.defaultLocale,
    locales: site.locales,
    redirects: resolved.type === "redirect",
    canonicalOrigin: site.canonicalOrigin,
    draftView,
  };
}

/**
 * What a page needs to render `path` (its public path without prefix): the organisation and the
 * language. An unknown host is a 404 (the not-found page says no site lives there); an address that is not the
 * site's primary one redirects permanently (308) to the same page there; a prefix the site does not serve
 * redirects (307) to the unprefixed path.
 */
export async function siteRoute(params: SiteParams, path: string): Promise<SiteRoute> {
  const route = await readSiteRoute(params);
  if (!route) notFound();
  if (route.canonicalOrigin) permanentRedirect(`${route.canonicalOrigin}${localizedPath(path, route.redirects ? route.defaultLocale : route.locale, route.defaultLocale)}`);
  if (route.redirects) redirect(path);
  return route;
}
