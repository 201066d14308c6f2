import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostCard } from "@/components/posts/post-card";
import { PageJsonLd } from "@/components/seo/page-json-ld";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { siteRoute } from "@/lib/site/route";
import { getPublishedPosts, getSiteSeoData } from "@/lib/posts/data";
import { postConfigs } from "@/lib/posts/normalize";

type Props = PageProps<"/sites/[site]/[locale]/blog">;

/** /blog described for search engines and share cards, in the language viewed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata(params, "/blog");
}

/** /blog: the posts flagged display_as_blog_post, newest first. */
export default async function BlogPage({ params }: Props) {
  const { site, locale } = await siteRoute(params, "/blog");
  const [posts, seo, t] = await Promise.all([getPublishedPosts(site), getSiteSeoData(site), getTranslations({ locale, namespace: "Posts" })]);
  const blogPosts = posts.filter((post) => postConfigs(post).isBlogPost);
  return (
    <section aria-labelledby="blog-title" className="mx-auto max-w-6xl">
      <h1 id="blog-title" className="text-4xl font-bold tracking-tight text-gray-900">
        {t("blogTitle")}
      </h1>
      {blogPosts.length === 0 ? (
        <p className="mt-6 text-gray-600">{t("noPosts")}</p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} defaultLocale={seo?.defaultLocale ?? locale} organisationName={seo?.name ?? ""} />
            </li>
          ))}
        </ul>
      )}
      <PageJsonLd site={site} locale={locale} path="/blog" />
    </section>
  );
}
