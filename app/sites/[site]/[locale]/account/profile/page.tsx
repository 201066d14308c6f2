import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/account/profile-form";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { PageMessages } from "@/components/site/page-messages";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/account/profile">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Account" });
  return { title: t("profileTitle"), robots: { index: false } };
}

export default async function ProfilePage({ params }: PageProps<"/sites/[site]/[locale]/account/profile">) {
  const { locale } = await siteRoute(params, "/account/profile");
  return (
    <PageMessages locale={locale} namespaces={["Account", "Meetings", "Auth", "Errors"]}>
      <ProfileForm />
    </PageMessages>
  );
}
