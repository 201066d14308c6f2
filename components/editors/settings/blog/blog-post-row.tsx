"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import type { BlogPostListing } from "@/lib/organizations/types";
import { SMALL_BUTTON } from "../fields/styles";

interface BlogPostRowProps {
  post: BlogPostListing;
  locale: Locale;
  first: boolean;
  last: boolean;
  onFlag(flag: "display_as_blog_post" | "is_displayed_first_page", on: boolean): void;
  onMove(delta: -1 | 1): void;
}

/** One post: its title, "Show on the blog", "Show on the home page", and Move up / Move down. */
export function BlogPostRow({ post, locale, first, last, onFlag, onMove }: BlogPostRowProps) {
  const t = useTranslations("Editors.settings.blog");
  const title = pickTranslation(post.title, post.title_translation, locale) || post.slug;
  const row = useRef<HTMLLIElement>(null);
  // A moved post keeps the focus on the same button, or on the other one when it reached an end.
  const move = (delta: -1 | 1) => {
    onMove(delta);
    requestAnimationFrame(() => {
      const buttons = row.current?.querySelectorAll<HTMLButtonElement>("button:not([disabled])");
      const wanted = [...(buttons ?? [])].find((button) => button.dataset.move === String(delta)) ?? buttons?.[0];
      wanted?.focus();
    });
  };
  return (
    <li ref={row} className="flex flex-wrap items-center gap-3 px-3 py-2" data-post-slug={post.slug}>
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{title}</span>
      <label className="flex items-center gap-1.5 text-xs text-gray-800">
        <input
          type="checkbox"
          checked={post.display_config.display_as_blog_post === true}
          onChange={(event) => onFlag("display_as_blog_post", event.target.checked)}
          aria-label={t("showOnBlogFor", { title })}
          className="h-4 w-4 accent-sky-700"
        />
        <span aria-hidden="true">{t("showOnBlog")}</span>
      </label>
      <label className="flex items-center gap-1.5 text-xs text-gray-800">
        <input
          type="checkbox"
          checked={post.display_config.is_displayed_first_page === true}
          onChange={(event) => onFlag("is_displayed_first_page", event.target.checked)}
          aria-label={t("showOnHomeFor", { title })}
          className="h-4 w-4 accent-sky-700"
        />
        <span aria-hidden="true">{t("showOnHome")}</span>
      </label>
      <div className="flex gap-1">
        <button type="button" data-move="-1" className={SMALL_BUTTON} disabled={first} onClick={() => move(-1)} aria-label={t("moveUp", { title })}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" data-move="1" className={SMALL_BUTTON} disabled={last} onClick={() => move(1)} aria-label={t("moveDown", { title })}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
