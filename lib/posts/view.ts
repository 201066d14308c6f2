import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { siteMediaUrl } from "@/lib/media/site-url";
import { authorLabel, postConfigs } from "./normalize";
import type { PostRow } from "./queries";
import { sanitizePostHtml } from "./sanitize";
import { extractToc, type TocEntry } from "./toc";

/** A post as its page shows it: text in the language being viewed, content sanitised, with its contents list. */
export interface PostView {
  slug: string;
  title: string;
  description: string;
  author: string | null;
  createdOn: string;
  mainPhoto: string | null;
  type: "default" | "minimal" | "landing";
  html: string;
  toc: TocEntry[];
}

/** What the post renderer shows: translated, sanitised, with heading ids and the table of contents. */
export function buildPostView(row: PostRow, locale: Locale, organisationName: string, orgId?: string): PostView {
  const configs = postConfigs(row);
  const { html, entries } = extractToc(sanitizePostHtml(pickTranslation(row.content, row.content_translation, locale)));
  return {
    slug: row.slug,
    title: pickTranslation(row.title, row.title_translation, locale),
    description: pickTranslation(row.description, row.description_translation, locale),
    author: authorLabel(configs, row.author_name, organisationName),
    createdOn: row.created_on,
    mainPhoto: configs.mainPhoto && siteMediaUrl(configs.mainPhoto, orgId),
    type: configs.type,
    html,
    toc: configs.type === "landing" ? [] : entries,
  };
}
