import type { PostView } from "@/components/posts/post-article";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { authorLabel, postConfigs } from "./normalize";
import type { PostRow } from "./queries";
import { sanitizePostHtml } from "./sanitize";
import { extractToc } from "./toc";

/** What the post renderer shows: translated, sanitised, with heading ids and the table of contents. */
export function buildPostView(row: PostRow, locale: Locale, organisationName: string): PostView {
  const configs = postConfigs(row);
  const { html, entries } = extractToc(sanitizePostHtml(pickTranslation(row.content, row.content_translation, locale)));
  return {
    slug: row.slug,
    title: pickTranslation(row.title, row.title_translation, locale),
    description: pickTranslation(row.description, row.description_translation, locale),
    author: authorLabel(configs, row.author_name, organisationName),
    createdOn: row.created_on,
    mainPhoto: configs.mainPhoto,
    type: configs.type,
    html,
    toc: configs.type === "landing" ? [] : entries,
  };
}
