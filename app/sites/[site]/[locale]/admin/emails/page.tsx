import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailPreview } from "@/components/email/email-preview";
import { PageMessages } from "@/components/site/page-messages";
import { EMAIL_PREVIEW_PATH } from "@/lib/email/constants";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin/emails">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "EmailPreview" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/emails: the email templates in every language. The page is the same for everyone; the API checks the role. */
export default async function AdminEmailsPage({ params }: PageProps<"/sites/[site]/[locale]/admin/emails">) {
  const { locale } = await siteRoute(params, EMAIL_PREVIEW_PATH);
  return (
    <PageMessages locale={locale} namespaces={["EmailPreview", "Auth", "Errors"]}>
      <EmailPreview />
    </PageMessages>
  );
}
