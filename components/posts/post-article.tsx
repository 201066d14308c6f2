import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { PostView } from "@/lib/posts/view";
import { PostContent } from "./post-content";
import { TableOfContents } from "./table-of-contents";

/**
 * A post or page by its display type: default (photo, author, date, content beside "On this page"),
 * minimal (a narrow column with the contents list above the text), landing (its HTML full width, no chrome).
 */
export function PostArticle({ post, locale }: { post: PostView; locale: Locale }) {
  const t = useTranslations("Posts");
  if (post.type === "landing") {
    return (
      <article data-post-type="landing" data-post-slug={post.slug} className="relative left-1/2 w-screen -translate-x-1/2 px-6 md:px-12">
        <h1 className="sr-only">{post.title}</h1>
        <PostContent html={post.html} className="mx-auto max-w-5xl [&_a]:inline-block [&_a]:rounded-lg [&_a]:bg-sky-700 [&_a]:px-6 [&_a]:py-3 [&_a]:font-semibold [&_a]:text-white [&_a]:no-underline [&_h1]:text-5xl" />
      </article>
    );
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(post.createdOn));
  const minimal = post.type === "minimal";
  return (
    <article data-post-type={post.type} data-post-slug={post.slug} className={minimal ? "mx-auto max-w-3xl" : ""}>
      <header className={minimal ? "mb-8" : "mx-auto mb-10 max-w-3xl text-center"}>
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 md:text-5xl">{post.title}</h1>
        {post.description && !minimal && <p className="mt-4 text-xl text-gray-600">{post.description}</p>}
        <p className="mt-4 text-sm text-gray-600">
          {post.author && <span data-testid="post-author">{t("by", { author: post.author })} · </span>}
          <time dateTime={post.createdOn}>{t("publishedOn", { date })}</time>
        </p>
      </header>
      {post.mainPhoto && !minimal && (
        // eslint-disable-next-line @next/next/no-img-element -- stored URLs of any host
        <img src={post.mainPhoto} alt="" fetchPriority="high" className="mx-auto mb-12 max-h-[28rem] w-full max-w-5xl rounded-2xl object-cover" />
      )}
      {minimal ? (
        <>
          {post.toc.length > 0 && (
            <div className="mb-8 rounded-lg bg-gray-50 p-4">
              <TableOfContents entries={post.toc} />
            </div>
          )}
          <PostContent html={post.html} />
        </>
      ) : (
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_16rem]">
          <PostContent html={post.html} className="min-w-0" />
          <div className="order-first lg:order-last">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={post.toc} />
            </div>
          </div>
        </div>
      )}
    </article>
  );
}
