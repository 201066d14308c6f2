import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountOverview } from "@/components/account/account-overview";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { PageMessages } from "@/components/site/page-messages";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/account">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Account" });
  return { title: t("title"), robots: { index: false } };
}

/** The page is the same for everyone (and cached); the account itself loads in the browser. */
export default async function AccountPage({ params }: PageProps<"/sites/[site]/[locale]/account">) {
  const { locale } = await siteRoute(params, "/account");
  return (
    <PageMessages locale={locale} namespaces={["Account", "Meetings", "Auth", "Errors"]}>
      <AccountOverview />
    </PageMessages>
  );
}
