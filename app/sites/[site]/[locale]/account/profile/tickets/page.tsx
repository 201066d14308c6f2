import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/site/page-messages";
import { TicketsPage } from "@/components/support/tickets-page";
import { localeOf } from "@/lib/i18n/locale-of";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/account/profile/tickets">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Support" });
  return { title: t("pageTitle"), robots: { index: false } };
}

/** /account/profile/tickets: cached and the same for everyone; the tickets load in the browser for the signed-in user. */
export default async function TicketsRoutePage({ params }: PageProps<"/sites/[site]/[locale]/account/profile/tickets">) {
  const { locale } = await siteRoute(params, "/account/profile/tickets");
  return (
    <PageMessages locale={locale} namespaces={["Support", "Account", "Auth", "Errors"]}>
      <TicketsPage />
      <HidesTopBanners />
    </PageMessages>
  );
}
