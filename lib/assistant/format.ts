import type { AssistantSourceLink } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";

/** The assistant's fixed answers in one language (the widget shows them as text). */
export function answerTexts(locale: Locale): { found: string; notFound: string } {
  const { found, notFound } = messagesByLocale[locale].Assistant.answer;
  return { found, notFound };
}

/** The answer without a model: "Here is what I found:" and each passage under its title. */
export function passagesAnswer(intro: string, passages: { title: string; text: string }[]): string {
  return [intro, ...passages.map((passage) => `${passage.title}\n${passage.text}`)].join("\n\n");
}

/** Each page once, in the order the passages came. */
export function sourceLinks(passages: { title: string; url: string }[]): AssistantSourceLink[] {
  const seen = new Set<string>();
  const links: AssistantSourceLink[] = [];
  for (const { title, url } of passages) {
    const key = `${title}\n${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ title, url });
  }
  return links;
}
