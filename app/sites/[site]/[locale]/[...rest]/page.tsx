import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageSections } from "@/components/sections/page-sections";
import { PageJsonLd } from "@/components/seo/page-json-ld";
import { getPageContent } from "@/lib/sections/data";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { nestedPagePath } from "@/lib/site/page-path";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";
import { isBannerHiddenPath } from "@/lib/banners/visibility";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { siteRoute } from "@/lib/site/route";

/** Cache Components needs one sample per dynamic segment at build time; real paths render on demand. */
export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS.map((params) => ({ ...params, rest: ["build-sample"] }));
}

/** A nested page described for search engines and share cards (what its first section says); any other path, the 404. */
export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/[...rest]">): Promise<Metadata> {
  return sitePageMetadata(params, `/${(await params).rest.join("/")}`);
}

/**
 * A nested page (/services/strategy): the sections laid out for that path, read through the same
 * cached getPageContent as every public page. Any path with none is this site's 404, inside its own
 * layout and language.
 */
export default async function NestedPage({ params }: PageProps<"/sites/[site]/[locale]/[...rest]">) {
  const { rest } = await params;
  const { site, locale, defaultLocale } = await siteRoute(params, `/${rest.join("/")}`);
  const urlPage = nestedPagePath(rest);
  if (!urlPage) notFound();
  const content = await getPageContent(site, urlPage);
  if (content.items.length === 0) notFound();
  return (
    <>
      {isBannerHiddenPath(urlPage) && <HidesTopBanners />}
      <PageSections items={content.items} extras={content.extras} context={{ locale, defaultLocale, orgId: site }} urlPage={urlPage} />
      <PageJsonLd site={site} locale={locale} path={urlPage} sections={content} />
    </>
  );
}
