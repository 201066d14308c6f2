import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PageMessages } from "@/components/site/page-messages";
import { TranslationsPage } from "@/components/translations/translations-page";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { TRANSLATIONS_PATH } from "@/lib/translations/constants";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin/translations">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Translations" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/translations: each language's translation status, XLIFF exchange and the glossary. The page is the same for everyone; the API checks the role. */
export default async function AdminTranslationsPage({ params }: PageProps<"/sites/[site]/[locale]/admin/translations">) {
  const { locale, locales, defaultLocale } = await siteRoute(params, TRANSLATIONS_PATH);
  return (
    <PageMessages locale={locale} namespaces={["Translations"]}>
      {/* The language is read from ?lang= in the browser; the page itself stays cached. */}
      <Suspense>
        <TranslationsPage locales={locales} defaultLocale={defaultLocale} />
      </Suspense>
    </PageMessages>
  );
}
