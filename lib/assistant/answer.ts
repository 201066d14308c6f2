import "server-only";
import { createHash } from "node:crypto";
import { asAnon, withRls, type Claims } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { logger } from "@/lib/log/logger.mjs";
import type { Site } from "@/lib/tenancy/site";
import { QUESTION_MAX_LENGTH } from "./constants";
import { answerTexts, passagesAnswer, sourceLinks } from "./format";
import { completeChat, modelConfig } from "./model";
import { logAssistantQuestion } from "./mutations";
import { buildModelMessages, isNoAnswer, revealsConfiguration } from "./prompt";
import type { AssistantSettings } from "./queries";
import { retrievePassages, type Passage } from "./retrieve";
import type { AskAnswer } from "./schemas";

/** A visitor's key in the questions log: a hash of their user id for this organisation, never an address. */
export function visitorKey(orgId: string, userId: string): string {
  return createHash("sha256").update(`assistant:${orgId}:${userId}`).digest("hex").slice(0, 32);
}

/** The passages as they are, or the model's short answer written from them alone (when one is configured). */
async function compose(question: string, locale: Locale, passages: Passage[]): Promise<AskAnswer> {
  const texts = answerTexts(locale);
  const sources = sourceLinks(passages);
  if (passages.length === 0) return { answer: texts.notFound, sources, grounded: false, answered: false, generated: false };
  const fallback: AskAnswer = { answer: passagesAnswer(texts.found, passages), sources, grounded: true, answered: true, generated: false };
  const config = modelConfig();
  if (!config) return fallback;
  const reply = await completeChat(config, buildModelMessages({ question, passages, locale }));
  if (!reply) return fallback;
  if (isNoAnswer(reply)) return { answer: texts.notFound, sources, grounded: false, answered: false, generated: true };
  if (revealsConfiguration(reply, [config.key, config.url, config.name], locale)) {
    logger.warn("assistant model reply repeated its configuration; showing the passages");
    return fallback;
  }
  return { answer: reply.slice(0, QUESTION_MAX_LENGTH), sources, grounded: true, answered: true, generated: true };
}

interface AskParams {
  site: Site;
  locale: Locale;
  question: string;
  settings: AssistantSettings;
  user: { id: string; claims: Claims };
}

/** Answers a question from the organisation's own help content and logs it for the admins' to-do list. */
export async function answerQuestion({ site, locale, question, settings, user }: AskParams): Promise<AskAnswer> {
  // Read as a visitor: drafts and other organisations' content are never passages.
  const passages = await asAnon((db) =>
    retrievePassages(db, { orgId: site.id, defaultLocale: site.defaultLocale, locale, question, sources: settings.sources }),
  );
  const result = await compose(question, locale, passages);
  await withRls(user.claims, (db) =>
    logAssistantQuestion(db, {
      orgId: site.id,
      locale,
      question,
      answered: result.answered,
      answer: result.answered ? result.answer : null,
      sources: result.sources,
      visitorKey: visitorKey(site.id, user.id),
    }),
  ).catch((error: unknown) => logger.warn({ err: error, orgId: site.id }, "assistant question could not be logged"));
  return result;
}
