import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle } from "@/components/posts/post-article";
import { PageSections } from "@/components/sections/page-sections";
import { PageJsonLd } from "@/components/seo/page-json-ld";
import { pickTranslation } from "@/lib/i18n/translation";
import { getPost, getSiteSeoData } from "@/lib/posts/data";
import { buildPostView } from "@/lib/posts/view";
import { getPageContent } from "@/lib/sections/data";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";
import { isBannerHiddenPath } from "@/lib/banners/visibility";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { siteRoute } from "@/lib/site/route";

type Props = PageProps<"/sites/[site]/[locale]/[slug]">;

/** Cache Components needs one sample per dynamic segment at build time; real slugs render on demand. */
export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS.map((params) => ({ ...params, slug: "build-sample" }));
}

/**
 * A post's page is its slug's content and nothing else, served whole from the cache: a navigation to it waits for that
 * page (prefetched for the links in view) instead of showing an empty shell first. Next's dev-time check of instant
 * navigations, which would otherwise ask for a loading state around the page, is told so.
 */
export const instant = false;

/** A post (or a page of sections) at /{slug} described for search engines and share cards, in the language viewed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata(params, `/${(await params).slug}`);
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
      <PageJsonLd
        site={site}
        locale={locale}
        path={`/${slug}`}
        sections={content}
        post={post}
        crumbLabels={post ? { [slug]: pickTranslation(post.title, post.title_translation, locale) } : undefined}
      />
    </>
  );
}
