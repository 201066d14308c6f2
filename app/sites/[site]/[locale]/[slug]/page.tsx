import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle } from "@/components/posts/post-article";
import { PageSections } from "@/components/sections/page-sections";
import { pickTranslation } from "@/lib/i18n/translation";
import { getPost, getSiteSeoData } from "@/lib/posts/data";
import { postConfigs } from "@/lib/posts/normalize";
import { alternateUrls } from "@/lib/posts/seo";
import { buildPostView } from "@/lib/posts/view";
import { getPageContent } from "@/lib/sections/data";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";
import { isBannerHiddenPath } from "@/lib/banners/visibility";
import { readSiteRoute, siteRoute } from "@/lib/site/route";

type Props = PageProps<"/sites/[site]/[locale]/[slug]">;

/** Cache Components needs one sample per dynamic segment at build time; real slugs render on demand. */
export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS.map((params) => ({ ...params, slug: "build-sample" }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, route] = await Promise.all([params, readSiteRoute(params)]);
  if (!route) return {};
  const { site, locale } = route;
  const [post, seo] = await Promise.all([getPost(site, slug), getSiteSeoData(site)]);
  if (!post || !seo) return {};
  const title = pickTranslation(post.title, post.title_translation, locale);
  const description = post.metadescription_for_page || pickTranslation(post.description, post.description_translation, locale) || undefined;
  const urls = seo.origin ? alternateUrls(seo.origin, `/${slug}`, locale, seo.defaultLocale, seo.locales) : null;
  const photo = postConfigs(post).mainPhoto;
  return {
    title,
    description,
    alternates: urls ? { canonical: urls.canonical, languages: urls.languages } : undefined,
    openGraph: {
      type: "article",
      title,
      description,
      url: urls?.canonical,
      siteName: seo.name,
      locale,
      publishedTime: post.created_on,
      images: photo && seo.origin ? [{ url: new URL(photo, seo.origin).toString() }] : undefined,
    },
  };
}

/** /{slug}: a post or page (with the sections laid out for that path); unknown or hidden posts are a 404. */
export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const { site, locale } = await siteRoute(params, `/${slug}`);
  const [post, seo, content] = await Promise.all([getPost(site, slug), getSiteSeoData(site), getPageContent(site, `/${slug}`)]);
  if (!seo || (!post && content.items.length === 0)) notFound();
  const context = { locale, defaultLocale: seo.defaultLocale, orgId: site };
  return (
    <>
      {isBannerHiddenPath(`/${slug}`) && <HidesTopBanners />}
      {content.items.length > 0 && <PageSections items={content.items} extras={content.extras} context={context} urlPage={`/${slug}`} />}
      {post && <PostArticle post={buildPostView(post, locale, seo.name, site)} locale={locale} />}
    </>
  );
}
