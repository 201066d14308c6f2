import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import type { Locale } from "@/lib/i18n/locales";
import { pickTranslation } from "@/lib/i18n/translation";
import { listFaqs, listPostCards } from "@/lib/sections/queries";
import { orgTag } from "@/lib/site/tags";
import { listFeatures } from "./queries";
import type { HelpContent } from "./schemas";

/** The widget's content in one language, read as anon and cached under `org-{id}`. */
async function cachedHelpContent(orgId: string, locale: Locale, draft: boolean): Promise<HelpContent> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  return readAsVisitor(orgId, draft, async (db) => {
    // One connection per transaction: queries run one after another.
    const faqs = await listFaqs(db, { orgId });
    const posts = await listPostCards(db, { orgId });
    const featureRows = await listFeatures(db, { orgId });
    const articles = posts
      .filter((post) => post.display_config.is_help_center && post.slug)
      .sort((a, b) => (a.display_config.help_center_order ?? Infinity) - (b.display_config.help_center_order ?? Infinity));
    return {
      faqs: faqs.map((faq) => ({
        id: faq.id,
        question: pickTranslation(faq.question, faq.question_translation, locale),
        answer: pickTranslation(faq.answer, faq.answer_translation, locale),
      })),
      articles: articles.map((post) => ({
        id: post.id,
        slug: post.slug ?? "",
        title: pickTranslation(post.title, post.title_translation, locale),
        description: pickTranslation(post.description, post.description_translation, locale),
      })),
      features: featureRows.map((feature) => ({
        id: feature.id,
        name: pickTranslation(feature.name, feature.name_translation, locale),
        description: pickTranslation(feature.description, feature.description_translation, locale),
      })),
    };
  });
}
export const getHelpContent = draftAware(cachedHelpContent);

