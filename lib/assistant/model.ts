import "server-only";
import { z } from "zod";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";
import { MODEL_TIMEOUT_MS } from "./constants";

// THE THIRD-PARTY BOUNDARY of the assistant: the only code that talks to the language model, an
// OpenAI-compatible endpoint configured by ASSISTANT_MODEL_URL / _KEY / _NAME. Tests replace the endpoint
// (never this module, retrieval or the database) with a stand-in server: tests/helpers/model-stand-in.ts.
// Machine translation (lib/translations/model.ts) sends its requests through completeChat too, to its own endpoint.

export interface ModelConfig {
  url: string;
  key: string | null;
  name: string;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** The configured model, or null when the assistant should answer with the passages alone. */
export function modelConfig(source: Record<string, string | undefined> = process.env): ModelConfig | null {
  const env = readServerEnv(source);
  if (!env.ASSISTANT_MODEL_URL || !env.ASSISTANT_MODEL_NAME) return null;
  return { url: env.ASSISTANT_MODEL_URL, key: env.ASSISTANT_MODEL_KEY ?? null, name: env.ASSISTANT_MODEL_NAME };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface ChatOptions {
  /** Past this the call counts as failed. */
  timeoutMs?: number;
  /** The longest answer asked for, in tokens. */
  maxTokens?: number;
  /** Who is asking, for the log. */
  caller?: "assistant" | "translation";
}

/**
 * POST {url}/chat/completions. Any failure (down, slow past the timeout, an error status, an answer of the
 * wrong shape) is null: the assistant then shows the passages instead. The defaults are the assistant's.
 */
export async function completeChat(
  config: ModelConfig,
  messages: ChatMessage[],
  { timeoutMs = MODEL_TIMEOUT_MS, maxTokens = 400, caller = "assistant" }: ChatOptions = {},
): Promise<string | null> {
  try {
    const response = await fetch(`${config.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(config.key && { authorization: `Bearer ${config.key}` }) },
      body: JSON.stringify({ model: config.name, messages, temperature: 0.2, max_tokens: maxTokens }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      logger.warn({ status: response.status }, `${caller} model endpoint answered an error`);
      return null;
    }
    const parsed = completionSchema.safeParse(await response.json());
    const content = parsed.success ? parsed.data.choices[0].message.content?.trim() : null;
    return content || null;
  } catch (error) {
    logger.warn({ err: error }, `${caller} model endpoint failed`);
    return null;
  }
}
