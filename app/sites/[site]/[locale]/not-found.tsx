import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { locale as rootLocale, site as rootSite } from "next/root-params";
import { PageNotFound } from "@/components/site/site-providers";
import { siteNotFoundMetadata } from "@/lib/seo/site-metadata";
import { getSiteByHost, hostOfSegment } from "@/lib/site/site-by-host";

/** The 404's title and share card in the site's language, kept out of search engines' index. */
export async function generateMetadata(): Promise<Metadata> {
  const [site, locale] = await Promise.all([rootSite(), rootLocale()]);
  return site && locale ? siteNotFoundMetadata(site, locale) : {};
}

/** A 404 in the site's own layout and language; on a host no organisation has, it says so. */
export default async function NotFound() {
  const host = (await rootSite()) ?? "";
  if (!(await getSiteByHost(host))) {
    const t = await getTranslations("System");
    return (
      <div className="py-20 text-center">
        <h1 className="text-3xl font-semibold text-gray-900">{t("noSiteTitle")}</h1>
        <p className="mt-4 text-gray-600">{t("noSiteDescription", { host: hostOfSegment(host) ?? "" })}</p>
      </div>
    );
  }
  return <PageNotFound />;
}
