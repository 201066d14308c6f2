import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AuthPage } from "@/components/auth/auth-page";
import { PageMessages } from "@/components/site/page-messages";
import { ResetPasswordPanel } from "@/components/auth/reset-password-panel";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/reset-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Auth.reset" });
  return { title: t("title"), robots: { index: false } };
}

/** Requests a reset link, and sets the new password once the emailed link brings the visitor back. */
export default async function ResetPasswordPage({ params }: PageProps<"/sites/[site]/[locale]/reset-password">) {
  const { locale } = await siteRoute(params, "/reset-password");
  return (
    <AuthPage>
      <PageMessages locale={locale} namespaces={["Auth"]}>
        <Suspense>
          <ResetPasswordPanel />
        </Suspense>
      </PageMessages>
    </AuthPage>
  );
}
