import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HostMeetings } from "@/components/meetings/host-meetings";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { PageMessages } from "@/components/site/page-messages";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin/meetings">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Meetings.host" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/meetings: the host's list. The page is cached and the same for everyone; the role is checked by the API. */
export default async function AdminMeetingsPage({ params }: PageProps<"/sites/[site]/[locale]/admin/meetings">) {
  const { locale } = await siteRoute(params, "/admin/meetings");
  return (
    <PageMessages locale={locale} namespaces={["Meetings", "Auth", "Errors"]}>
      <HostMeetings />
    </PageMessages>
  );
}
