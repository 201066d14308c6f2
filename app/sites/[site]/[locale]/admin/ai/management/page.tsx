import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AssistantAdmin } from "@/components/assistant/assistant-admin";
import { PageMessages } from "@/components/site/page-messages";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

type Props = { params: Promise<{ site: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Assistant.admin" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/ai/management ("AI Agents"): the page is cached and the same for everyone; the role is checked by the API. */
export default async function AiManagementPage({ params }: Props) {
  const { locale } = await siteRoute(params, "/admin/ai/management");
  return (
    <PageMessages locale={locale} namespaces={["Assistant"]}>
      <AssistantAdmin />
    </PageMessages>
  );
}
