import type { Locale } from "@/lib/i18n/locales";

/**
 * What the assistant may read (issue 17 §3): faq – the FAQs; knowledge_base – the posts flagged
 * is_help_center (the widget's knowledge base); help_center – every other published post and page.
 */
export const ASSISTANT_SOURCES = ["faq", "knowledge_base", "help_center"] as const;
export type AssistantSource = (typeof ASSISTANT_SOURCES)[number];

export const DEFAULT_ASSISTANT_NAME = "Assistant";

/** Issue 17: "a question of 2,000 characters" is the longest a visitor may ask. */
export const QUESTION_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 80;
export const GREETING_MAX_LENGTH = 500;

/** The answer is built from at most this many passages, each at least this relevant (ts_rank). */
export const MAX_PASSAGES = 3;
export const MIN_RANK = 0.05;
/** Characters of a passage shown or handed to the model. */
export const PASSAGE_MAX_LENGTH = 600;

/** Issue 17: the model endpoint down or slow → the passages within 10 s; the model gets 8 of them. */
export const MODEL_TIMEOUT_MS = 8000;

/** The ask endpoint's 403 when the admins turned the assistant off (the widget shows its own translation). */
export const ASSISTANT_DISABLED_MESSAGE = "The assistant is turned off on this site.";

/** Questions per visitor (issue 17: "rate limits ... on questions per visitor"). */
export const ASK_LIMIT_PER_MINUTE = 10;
export const ASK_LIMIT_PER_DAY = 100;

/** The recent unanswered questions the admin page lists. */
export const UNANSWERED_LIST_LIMIT = 20;

/** Postgres text search configurations per language; 'simple' where Postgres ships no stemmer. */
export const TEXT_SEARCH_CONFIGS: Record<Locale, string> = {
  en: "english",
  es: "spanish",
  fr: "french",
  de: "german",
  ru: "russian",
  it: "italian",
  pt: "portuguese",
  nl: "dutch",
  pl: "simple",
  zh: "simple",
  ja: "simple",
};
