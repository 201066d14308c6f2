import { pickTranslation, type TranslationMap } from "@/lib/i18n/translation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { authorLabel, postConfigs } from "@/lib/posts/normalize";
import type { PostAuthorConfig, PostDisplayConfig, PostMediaConfig } from "@/lib/model/json-types";
import { FEED_ITEM_LIMIT } from "./constants";
import { latestDate } from "./dates";

/** What a feed reads of a published post (a row of listPublishedPosts); a type, so postConfigs takes it. */
export type FeedPost = {
  slug: string;
  title: string;
  title_translation: TranslationMap;
  description: string | null;
  description_translation: TranslationMap;
  author_name: string | null;
  created_on: string;
  updated_at: string;
  display_config: PostDisplayConfig;
  author_config: PostAuthorConfig;
  media_config: PostMediaConfig;
};

export interface FeedItem {
  title: string;
  /** Empty when the post has none in any language. */
  description: string;
  /** The post's address in the feed's language. */
  link: string;
  published: string;
  updated: string;
  author: string | null;
}

/** One feed of the site in one language, as both formats need it. */
export interface Feed {
  title: string;
  description: string;
  locale: Locale;
  /** The blog index in the feed's language (the page the feed stands for). */
  link: string;
  /** The feed's own address. */
  selfUrl: string;
  /** The latest change to a listed post; `fallbackUpdated` when there is none. */
  updated: string;
  items: FeedItem[];
}

export interface FeedSite {
  origin: string;
  locale: Locale;
  defaultLocale: Locale;
  /** The site's name: the feed's title and the author of posts signed by the organisation. */
  name: string;
  description: string;
  /** The feed's path in the default language (RSS_FEED_PATH or ATOM_FEED_PATH). */
  feedPath: string;
  fallbackUpdated: string;
}

/**
 * The feed of the posts the blog index lists (display_as_blog_post), newest first, each in the feed's language
 * (a translation that is missing or blank falls back to the base text, as on the page).
 */
export function buildFeed(posts: readonly FeedPost[], site: FeedSite): Feed {
  const url = (path: string) => `${site.origin}${localizedPath(path, site.locale, site.defaultLocale)}`;
  const items = posts
    .map((post) => ({ post, configs: postConfigs(post) }))
    .filter(({ configs }) => configs.isBlogPost)
    .slice(0, FEED_ITEM_LIMIT)
    .map(({ post, configs }) => ({
      title: pickTranslation(post.title, post.title_translation, site.locale),
      description: pickTranslation(post.description, post.description_translation, site.locale),
      link: url(`/${post.slug}`),
      published: post.created_on,
      updated: latestDate(post.updated_at, post.created_on) ?? post.created_on,
      author: authorLabel(configs, post.author_name, site.name),
    }));
  return {
    title: site.name,
    description: site.description,
    locale: site.locale,
    link: url("/blog"),
    selfUrl: url(site.feedPath),
    updated: latestDate(...items.map((item) => item.updated)) ?? site.fallbackUpdated,
    items,
  };
}
