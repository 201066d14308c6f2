import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuestMeeting } from "@/components/meetings/guest-meeting";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { PageMessages } from "@/components/site/page-messages";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/meeting">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Meetings.room" });
  return { title: t("title"), robots: { index: false }, referrer: "no-referrer" };
}

/** /meeting#booking=…&token=…: the guest's private link. The page is the same for everyone; the link's fragment is read in the browser. */
export default async function MeetingPage({ params }: PageProps<"/sites/[site]/[locale]/meeting">) {
  const { locale } = await siteRoute(params, "/meeting");
  return (
    <PageMessages locale={locale} namespaces={["Meetings", "Auth", "Errors"]}>
      <GuestMeeting />
    </PageMessages>
  );
}
