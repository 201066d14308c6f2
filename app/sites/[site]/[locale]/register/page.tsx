import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/components/auth/auth-page";
import { PageMessages } from "@/components/site/page-messages";
import { RegisterForm } from "@/components/auth/register-form";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/register">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Auth.register" });
  return { title: t("title"), robots: { index: false } };
}

export default async function RegisterPage({ params }: PageProps<"/sites/[site]/[locale]/register">) {
  const { locale } = await siteRoute(params, "/register");
  const t = await getTranslations({ locale, namespace: "Auth.register" });
  return (
    <AuthPage title={t("title")} subtitle={t("subtitle")}>
      <PageMessages locale={locale} namespaces={["Auth"]}>
        <RegisterForm />
      </PageMessages>
    </AuthPage>
  );
}
