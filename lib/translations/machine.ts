import "server-only";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { logger } from "@/lib/log/logger.mjs";
import { TRANSLATION_BATCH_CHARACTERS, TRANSLATION_BATCH_TEXTS, TRANSLATION_TIMEOUT_MS } from "./constants";
import { requestTranslation, type ModelConfig } from "./model";
import { buildTranslationMessages, type PromptText } from "./prompt";
import { sameStructure } from "./rich-text";

export interface TextToTranslate {
  /** Unique among the texts of one call; the results carry it back. */
  key: string;
  text: string;
  /** HTML (a section description, a post's content) rather than plain text. */
  rich: boolean;
}

/**
 * One text's outcome. no_answer: the model was down, too slow or answered something that is not a JSON
 * object; missing: the answer had no string for this text; structure: its markup, links or nesting changed.
 */
export type MachineResult = { key: string; ok: true; text: string } | { key: string; ok: false; reason: "no_answer" | "structure" | "missing" };

interface TranslateParams {
  sourceLang: Locale;
  targetLang: Locale;
  texts: TextToTranslate[];
  /** One instruction per line (lib/translations/glossary/check.ts glossaryInstructions). */
  glossary: string[];
}

/** Groups the texts, in order, so no request passes the batch limits (a longer text goes alone). */
export function batchesOf<T extends { text: string }>(texts: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let characters = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= TRANSLATION_BATCH_TEXTS || characters + text.text.length > TRANSLATION_BATCH_CHARACTERS)) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(text);
    characters += text.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const answerSchema = z.record(z.string(), z.unknown());
const FENCE = /^```[a-z]*\s*\n?([\s\S]*?)\n?\s*```$/i;

/** The model's JSON object, also when fenced (```json) or wrapped in a sentence; null for anything else. */
export function parseAnswer(content: string): Record<string, unknown> | null {
  const unfenced = content.trim().replace(FENCE, "$1").trim();
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  for (const candidate of [unfenced, start >= 0 && end > start ? unfenced.slice(start, end + 1) : null]) {
    if (candidate === null) continue;
    try {
      const parsed = answerSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON as it stands: try the object inside it, then give up.
    }
  }
  return null;
}

const promptKey = (index: number) => String(index + 1);

async function translateBatch(
  config: ModelConfig,
  batch: TextToTranslate[],
  params: Omit<TranslateParams, "texts">,
  timeoutMs: number,
): Promise<MachineResult[]> {
  // The model sees short numbered keys, not the caller's (entity:id:field): less to copy back, and nothing
  // about the site's rows in the prompt.
  const sent: PromptText[] = batch.map((text, index) => ({
    key: promptKey(index),
    text: text.text,
    rich: text.rich,
  }));
  const content = await requestTranslation(config, buildTranslationMessages({ ...params, texts: sent }), timeoutMs);
  const answer = content === null ? null : parseAnswer(content);
  if (answer === null) {
    if (content !== null) logger.warn({ texts: batch.length, length: content.length }, "translation model answered no JSON object");
    return batch.map(({ key }) => ({ key, ok: false, reason: "no_answer" }));
  }
  return batch.map(({ key, text }, index): MachineResult => {
    const translated = answer[promptKey(index)];
    if (typeof translated !== "string" || translated.trim() === "") return { key, ok: false, reason: "missing" };
    // Plain texts too: a plain field that gained markup would show its tags to visitors.
    if (!sameStructure(text, translated)) return { key, ok: false, reason: "structure" };
    return { key, ok: true, text: translated };
  });
}

/**
 * Translates the texts from sourceLang into targetLang, batch after batch, one result per text in their
 * order. Never throws for the model: a failed batch's texts are no_answer. The caller sanitises the rich
 * texts and checks the glossary.
 */
export async function translateTexts(
  config: ModelConfig,
  { sourceLang, targetLang, texts, glossary }: TranslateParams,
  { timeoutMs = TRANSLATION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<MachineResult[]> {
  // Nothing to translate in a blank text: it stays as it is, without a request.
  const translated = new Map<string, MachineResult>(texts.filter((text) => text.text.trim() === "").map(({ key, text }) => [key, { key, ok: true, text }]));
  for (const batch of batchesOf(texts.filter((text) => text.text.trim() !== ""))) {
    for (const result of await translateBatch(config, batch, { sourceLang, targetLang, glossary }, timeoutMs)) translated.set(result.key, result);
  }
  return texts.flatMap((text) => translated.get(text.key) ?? []);
}
