import "@/app/globals.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AuthModalProvider } from "@/components/auth/auth-modals";
import { SiteProvider } from "@/components/site/site-context";
import { SiteNav } from "@/components/site/site-nav";
import { isLocale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { getSiteShell } from "@/lib/site/data";

export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS;
}

export async function generateMetadata({ params }: LayoutProps<"/sites/[site]/[locale]">): Promise<Metadata> {
  const { site } = await params;
  const shell = await getSiteShell(site);
  const name = shell?.organization.site || shell?.organization.name;
  return name ? { title: { default: name, template: `%s | ${name}` } } : {};
}

export default async function SiteLayout({ children, params }: LayoutProps<"/sites/[site]/[locale]">) {
  const { site, locale } = await params;
  if (!isLocale(locale)) notFound();
  const [shell, t] = await Promise.all([getSiteShell(site), getTranslations({ locale, namespace: "Layout" })]);
  const messages = messagesByLocale[locale];
  const defaultLocale = shell && isLocale(shell.organization.language) ? shell.organization.language : locale;

  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white font-sans text-gray-800 antialiased">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t("skipToContent")}
        </a>
        {/* Client islands get only the namespaces they use, not the whole catalogue. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{ Errors: messages.Errors, Auth: messages.Auth, Account: messages.Account, Sections: messages.Sections, Meetings: messages.Meetings }}
        >
          <SiteProvider value={{ siteId: shell?.organization.id ?? null, locale, defaultLocale }}>
            <AuthModalProvider>
              {shell && (
                <SiteNav organization={shell.organization} menu={shell.menu} locale={locale} label={t("mainNavigation")} />
              )}
              <main id="content" className="mx-auto max-w-7xl px-4 py-10">
                {children}
              </main>
            </AuthModalProvider>
          </SiteProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
