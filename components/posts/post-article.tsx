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
      <article data-post-slug={post.slug} className="landing">
        <h1 className="sr-only">{post.title}</h1>
        <PostContent html={post.html} className="mx-auto max-w-5xl [&_a]:inline-block [&_a]:rounded-lg [&_a]:bg-sky-700 [&_a]:px-6 [&_a]:py-3 [&_a]:font-semibold [&_a]:text-white [&_a]:no-underline [&_h1]:text-5xl" />
      </article>
    );
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(post.createdOn));
  const minimal = post.type === "minimal";
  return (
    <article data-post-slug={post.slug} className={minimal ? "mx-auto max-w-3xl" : ""}>
      <header className={minimal ? "mb-8" : "post-head"}>
        <h1 className="post-title">{post.title}</h1>
        {post.description && !minimal && <p className="mt-4 text-xl text-gray-600">{post.description}</p>}
        <p className="mt-4 text-sm text-gray-600">
          {post.author && <span>{t("by", { author: post.author })} · </span>}
          <time dateTime={post.createdOn}>{t("publishedOn", { date })}</time>
        </p>
      </header>
      {post.mainPhoto && !minimal && (
        // eslint-disable-next-line @next/next/no-img-element -- stored URLs of any host
        <img src={post.mainPhoto} alt="" fetchPriority="high" className="post-photo" />
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
        <div className="post-columns">
          <PostContent html={post.html} className="min-w-0" />
          <div className="post-aside">
            <TableOfContents entries={post.toc} className="lg:sticky lg:top-24" />
          </div>
        </div>
      )}
    </article>
  );
}
