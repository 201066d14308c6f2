import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MediaLibraryPage } from "@/components/media/media-library-page";
import { PageMessages } from "@/components/site/page-messages";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/admin/media">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Media" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/media: the organisation's media library. The page is the same for everyone; the API checks the role. */
export default async function AdminMediaPage({ params }: PageProps<"/sites/[site]/[locale]/admin/media">) {
  const { locale } = await siteRoute(params, "/admin/media");
  return (
    <PageMessages locale={locale} namespaces={["Media"]}>
      <MediaLibraryPage />
    </PageMessages>
  );
}
