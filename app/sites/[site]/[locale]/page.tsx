import { getTranslations } from "next-intl/server";
import { PageSections } from "@/components/sections/page-sections";
import { localeOf } from "@/lib/i18n/locale-of";
import { HOME_PAGE } from "@/lib/sections/constants";
import { getPageContent } from "@/lib/sections/data";
import { getDefaultLocale } from "@/lib/site/default-locale";

/** The home page: its hero, heading and template sections in their stored order (spec: / is read as /home). */
export default async function HomePage({ params }: PageProps<"/sites/[site]/[locale]">) {
  const { site } = await params;
  const locale = await localeOf(params);
  const [content, defaultLocale, t] = await Promise.all([
    getPageContent(site, HOME_PAGE),
    getDefaultLocale(site),
    getTranslations({ locale, namespace: "Home" }),
  ]);
  const hasHero = content.items.some((item) => item.kind === "hero");

  return (
    <>
      {!hasHero && <h1 className="sr-only">{t("sectionsHeading")}</h1>}
      {content.items.length === 0 ? (
        <p className="text-gray-600">{t("noSections")}</p>
      ) : (
        <PageSections items={content.items} extras={content.extras} context={{ locale, defaultLocale }} urlPage="/" />
      )}
    </>
  );
}
