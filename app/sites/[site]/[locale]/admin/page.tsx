import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Dashboard } from "@/components/dashboard/dashboard";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { PageMessages } from "@/components/site/page-messages";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Dashboard" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin: the admin's Dashboard. The page is cached and the same for everyone; the role is checked by the API. */
export default async function AdminDashboardPage({ params }: PageProps<"/sites/[site]/[locale]/admin">) {
  const { locale } = await siteRoute(params, "/admin");
  return (
    <PageMessages locale={locale} namespaces={["Dashboard", "PublishCheck", "Publishing"]}>
      <Dashboard />
    </PageMessages>
  );
}
