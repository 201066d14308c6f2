import type { FAQPage } from "schema-dts";
import { pickTranslation, type TranslationMap } from "@/lib/i18n/translation";
import type { Locale } from "@/lib/i18n/locales";

export interface FaqEntry {
  question: string;
  question_translation: TranslationMap;
  answer: string;
  answer_translation: TranslationMap;
}

/**
 * The FAQ section's questions and answers in the page's language. Answers are stored and shown as plain text
 * (components/sections/faq-section.tsx), so they go in as they are; entries missing either half are left out.
 */
export function buildFaqPage(faqs: readonly FaqEntry[], locale: Locale, url: string): FAQPage | null {
  const entries = faqs
    .map((faq) => ({
      question: pickTranslation(faq.question, faq.question_translation, locale).trim(),
      answer: pickTranslation(faq.answer, faq.answer_translation, locale).trim(),
    }))
    .filter((entry) => entry.question && entry.answer);
  if (entries.length === 0) return null;
  return {
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
