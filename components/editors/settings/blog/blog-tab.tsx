"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { newsLabelKey } from "@/lib/breadcrumbs/labels";
import { HINT, LABEL } from "../fields/styles";
import type { SettingsTabProps } from "../tab-props";
import { movePost, sortedPosts, withFlag } from "./blog-order";
import { BlogPostRow } from "./blog-post-row";

/**
 * Blog (issue 16): the blog's title for this organisation type, which posts show on the blog and on the home
 * page, and their order (move up and down, by keyboard or pointer).
 */
export default function BlogTab({ draft, update, locale }: SettingsTabProps) {
  const t = useTranslations("Editors.settings.blog");
  const news = useTranslations("Breadcrumbs.news");
  const id = useId();
  const posts = sortedPosts(draft.blog_posts);
  const setPosts = (recipe: (list: typeof draft.blog_posts) => typeof draft.blog_posts) => update((data) => ({ ...data, blog_posts: recipe(data.blog_posts) }));

  return (
    <div className="space-y-5">
      <div>
        <p className={LABEL}>{t("title")}</p>
        <p className="mt-1 text-lg font-semibold text-gray-900" data-testid="blog-title">
          {news(newsLabelKey(draft.organization.type))}
        </p>
        <p className={HINT}>{t("titleHint")}</p>
      </div>
      <section aria-labelledby={`${id}-posts`}>
        <h3 id={`${id}-posts`} className={LABEL}>
          {t("posts")}
        </h3>
        {posts.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t("noPosts")}</p>
        ) : (
          <ol className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200">
            {posts.map((post, index) => (
              <BlogPostRow
                key={post.id}
                post={post}
                locale={locale}
                first={index === 0}
                last={index === posts.length - 1}
                onFlag={(flag, on) => setPosts((list) => withFlag(list, post.id, flag, on))}
                onMove={(delta) => setPosts((list) => movePost(list, post.id, delta))}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
