import "@/app/globals.css";
import type { Metadata } from "next";
import { getTimeZone, getTranslations } from "next-intl/server";
import { AnalyticsBeacon } from "@/components/analytics/beacon";
import { BannerArea } from "@/components/banners/banner-area";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { HelpWidget } from "@/components/help-widget/help-widget";
import { BreadcrumbBar } from "@/components/breadcrumbs/breadcrumb-bar";
import { SiteJsonLd } from "@/components/seo/site-json-ld";
import { FooterView } from "@/components/footer/footer-view";
import { SiteHeader } from "@/components/header/site-header";
import { LanguageSuggestion } from "@/components/language/language-suggestion";
import { PreviewBanner } from "@/components/publishing/preview-banner";
import { AdminGate } from "@/components/site/admin-gate";
import { SiteProviders } from "@/components/site/site-providers";
import { resolveFooterStyle } from "@/lib/footer/columns";
import { resolveHeaderStyle } from "@/lib/header/style";
import { getSiteBanners } from "@/lib/banners/data";
import { heldTopBanners } from "@/lib/banners/visibility";
import { siteMediaUrl } from "@/lib/media/site-url";
import { siteIconMetadata } from "@/lib/brand/icon-metadata";
import { feedAlternates } from "@/lib/feeds/links";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { getSiteShell } from "@/lib/site/data";
import { readSiteRoute } from "@/lib/site/route";
import { headerNavItems, toNavItems } from "@/lib/site/nav-items";

export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS;
}

export async function generateMetadata({ params }: LayoutProps<"/sites/[site]/[locale]">): Promise<Metadata> {
  const route = await readSiteRoute(params);
  const shell = route && (await getSiteShell(route.site));
  const name = shell?.organization.site || shell?.organization.name;
  // The draft view is never for search engines.
  const robots = route?.draftView ? { robots: { index: false, follow: false } } : {};
  if (!route || !name) return robots;
  // Defaults for the pages that build no share card of their own (account, login); public pages replace them.
  const sharing: Metadata = { openGraph: { type: "website", siteName: name }, twitter: { card: "summary_large_image" } };
  const icons = await siteIconMetadata(route.site, route.locale, route.defaultLocale);
  const alternates = { types: feedAlternates(route.locale, route.defaultLocale) };
  return { title: { default: name, template: `%s | ${name}` }, ...sharing, ...icons, alternates, ...robots };
}

export default async function SiteLayout({ children, params }: LayoutProps<"/sites/[site]/[locale]">) {
  // An unknown host renders the bare layout; its page answers 404 with the no-site message.
  const route = await readSiteRoute(params);
  const locale = route?.locale ?? DEFAULT_LOCALE;
  const site = route?.site ?? "";
  const [shell, t, timeZone] = await Promise.all([route ? getSiteShell(site) : null, getTranslations({ locale, namespace: "Layout" }), getTimeZone()]);
  const defaultLocale = route?.defaultLocale ?? locale;
  // Banners and help-widget languages are the same for every visitor (cached); islands decide the rest.
  const banners = shell ? await getSiteBanners(site, locale) : [];
  const widgetLocales = shell?.organization.supported_locales.filter(isLocale) ?? [];
  const organization = shell?.organization;
  const siteName = organization?.site || organization?.name || "";
  // One array for the header and the footer: the page's payload carries it once.
  const navItems = shell ? headerNavItems(toNavItems(shell.menu, locale, defaultLocale), site) : [];
  // A transparent header lies over the page: banners go above it rather than under it.
  const headerOverlays = organization ? resolveHeaderStyle(organization.header_style).type === "transparent" : false;
  const offered = organization?.supported_locales.filter(isLocale) ?? [];
  const languages = organization?.with_language_switch && offered.length > 1 ? offered : null;

  return (
    // The banners above the header that every page shows hold their place from the first paint (app/globals.css).
    <html
      lang={locale}
      data-app="site"
      data-top-banners={heldTopBanners(banners, headerOverlays) || undefined}
      data-draft-view={route?.draftView ?? undefined}
    >
      <body className="site-body">
        <a href="#content" className="skip-link">
          {t("skipToContent")}
        </a>
        {route?.draftView === "link" && <PreviewBanner locale={locale} />}
        {/* The client islands' texts come with SiteProviders, as a cached chunk per language. */}
        <SiteProviders site={{ siteId: shell?.organization.id ?? null, locale, defaultLocale }} timeZone={timeZone}>
          {organization && (
            <SiteHeader
              siteName={siteName}
              logo={organization.logo && siteMediaUrl(organization.logo, site)}
              homeHref={localizedPath("/", locale, defaultLocale)}
              items={navItems}
              style={resolveHeaderStyle(organization.header_style)}
              languages={languages}
              navLabel={t("mainNavigation")}
            />
          )}
          {/* After the header's spacer, so a banner in the flow sits below the header, never under it. */}
          {shell && <div aria-hidden="true" className="banner-spacer" />}
          {shell && <BannerArea banners={banners} headerOverlays={headerOverlays} />}
          <main id="content" className="site-main">
            {children}
          </main>
          {organization && shell && (
            <FooterView
              items={navItems}
              style={resolveFooterStyle(organization.footer_style)}
              siteName={siteName}
              year={shell.year}
              languages={languages}
            />
          )}
          {organization && <BreadcrumbBar organizationType={organization.type} />}
          {organization && <LanguageSuggestion locales={offered} />}
          {organization && <AdminGate />}
          {shell && <CookieConsent />}
          {shell && <HelpWidget locales={widgetLocales} />}
          {shell && <SiteJsonLd site={site} locale={locale} />}
          {organization?.analytics_enabled && !route?.draftView && <AnalyticsBeacon />}
        </SiteProviders>
      </body>
    </html>
  );
}
