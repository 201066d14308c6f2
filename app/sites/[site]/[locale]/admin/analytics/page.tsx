import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import { PageMessages } from "@/components/site/page-messages";
import { ANALYTICS_PATH } from "@/lib/analytics/constants";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin/analytics">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Analytics" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/analytics: visitors, page views and where they came from. The page is the same for everyone; the API checks the role. */
export default async function AdminAnalyticsPage({ params }: PageProps<"/sites/[site]/[locale]/admin/analytics">) {
  const { locale } = await siteRoute(params, ANALYTICS_PATH);
  return (
    <PageMessages locale={locale} namespaces={["Analytics"]}>
      <AnalyticsPage />
    </PageMessages>
  );
}
