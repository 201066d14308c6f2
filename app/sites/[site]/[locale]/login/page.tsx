import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AuthPage } from "@/components/auth/auth-page";
import { PageMessages } from "@/components/site/page-messages";
import { LoginForm } from "@/components/auth/login-form";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/login">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Auth.login" });
  return { title: t("title"), robots: { index: false } };
}

export default async function LoginPage({ params }: PageProps<"/sites/[site]/[locale]/login">) {
  const { locale } = await siteRoute(params, "/login");
  const t = await getTranslations({ locale, namespace: "Auth.login" });
  return (
    <AuthPage title={t("title")} subtitle={t("subtitle")}>
      {/* The form reads ?redirectTo= and ?code= in the browser; the page itself stays cached. */}
      <PageMessages locale={locale} namespaces={["Auth"]}>
        <Suspense>
          <LoginForm />
        </Suspense>
      </PageMessages>
    </AuthPage>
  );
}
