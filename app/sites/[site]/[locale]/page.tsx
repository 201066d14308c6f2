import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageSections } from "@/components/sections/page-sections";
import { PageJsonLd } from "@/components/seo/page-json-ld";
import { HOME_PAGE } from "@/lib/sections/constants";
import { getPageContent } from "@/lib/sections/data";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { siteRoute } from "@/lib/site/route";

/** The home described for search engines and share cards: the site's name, its hero's own text and image. */
export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]">): Promise<Metadata> {
  return sitePageMetadata(params, "/");
}

/** The home page: its hero, heading and template sections in their stored order (spec: / is read as /home). */
export default async function HomePage({ params }: PageProps<"/sites/[site]/[locale]">) {
  const { site, locale, defaultLocale } = await siteRoute(params, "/");
  const [content, t] = await Promise.all([getPageContent(site, HOME_PAGE), getTranslations({ locale, namespace: "Home" })]);
  const hasHero = content.items.some((item) => item.kind === "hero");

  return (
    <>
      {!hasHero && <h1 className="sr-only">{t("sectionsHeading")}</h1>}
      {content.items.length === 0 ? (
        <p className="text-gray-600">{t("noSections")}</p>
      ) : (
        <PageSections items={content.items} extras={content.extras} context={{ locale, defaultLocale, orgId: site }} urlPage="/" />
      )}
      <PageJsonLd site={site} locale={locale} path="/" sections={content} />
    </>
  );
}
