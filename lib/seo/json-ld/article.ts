import type { Article, Person } from "schema-dts";
import { pickTranslation } from "@/lib/i18n/translation";
import { postConfigs } from "@/lib/posts/normalize";
import type { PostRow } from "@/lib/posts/queries";
import { organizationReference } from "./site";
import type { SiteFacts } from "./types";
import { mediaUrl, pageUrl } from "./urls";

/** Timestamps as Postgres gives them ("2026-01-05 08:00:00+00") in the ISO 8601 form search engines read. */
const isoDate = (value: string) => new Date(value).toISOString();

/**
 * A post's Article (BlogPosting for a blog post) with what its page shows: title, description, date and
 * photo, in the language viewed. A landing page is not an article: it has none.
 */
export function buildArticle(post: PostRow, facts: SiteFacts): Article | null {
  const configs = postConfigs(post);
  if (configs.type === "landing") return null;
  const url = pageUrl(facts, `/${post.slug}`);
  // The same description as the page's meta description.
  const description = post.metadescription_for_page || pickTranslation(post.description, post.description_translation, facts.locale);
  const image = mediaUrl(facts, configs.mainPhoto);
  const personName = configs.withAuthor && !configs.companyAuthor ? post.author_name?.trim() : undefined;
  // A person only when the page names one; otherwise the organisation wrote it.
  const author: Person | ReturnType<typeof organizationReference> = personName ? { "@type": "Person", name: personName } : organizationReference(facts);
  return {
    "@type": configs.isBlogPost ? "BlogPosting" : "Article",
    "@id": `${url}#article`,
    headline: pickTranslation(post.title, post.title_translation, facts.locale),
    ...(description ? { description } : {}),
    datePublished: isoDate(post.created_on),
    dateModified: isoDate(post.updated_at),
    inLanguage: facts.locale,
    ...(image ? { image } : {}),
    author,
    publisher: organizationReference(facts),
    mainEntityOfPage: url,
    url,
  };
}
