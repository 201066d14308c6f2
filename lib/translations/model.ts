import "server-only";
import { completeChat, type ChatMessage, type ModelConfig } from "@/lib/assistant/model";
import { readServerEnv } from "@/lib/env/server-env";
import { TRANSLATION_MAX_TOKENS, TRANSLATION_TIMEOUT_MS } from "./constants";

// THE THIRD-PARTY BOUNDARY of machine translation: the only code that sends texts to the translation model,
// an OpenAI-compatible endpoint configured by TRANSLATION_MODEL_URL / _KEY / _NAME. The HTTP call is the
// assistant's (lib/assistant/model.ts completeChat) with a larger answer and a longer timeout. Tests replace
// the endpoint (never this module) with a stand-in server: tests/helpers/translation-stand-in.ts.

export type { ModelConfig };

/** The configured translation model, or null: the Translate button then explains how to configure one. */
export function translationModelConfig(source: Record<string, string | undefined> = process.env): ModelConfig | null {
  const env = readServerEnv(source);
  if (!env.TRANSLATION_MODEL_URL || !env.TRANSLATION_MODEL_NAME) return null;
  return {
    url: env.TRANSLATION_MODEL_URL,
    key: env.TRANSLATION_MODEL_KEY ?? null,
    name: env.TRANSLATION_MODEL_NAME,
  };
}

/** The model's answer, or null when it is down, slower than the timeout, or answers an error or nothing. */
export function requestTranslation(config: ModelConfig, messages: ChatMessage[], timeoutMs = TRANSLATION_TIMEOUT_MS): Promise<string | null> {
  return completeChat(config, messages, {
    timeoutMs,
    maxTokens: TRANSLATION_MAX_TOKENS,
    caller: "translation",
  });
}
