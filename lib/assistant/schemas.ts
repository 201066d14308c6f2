import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { ASSISTANT_SOURCES, GREETING_MAX_LENGTH, NAME_MAX_LENGTH, QUESTION_MAX_LENGTH } from "./constants";

// One zod schema per input, shared by the route handlers, the forms and the tests.

/** POST /api/assistant/ask */
export const askInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Please enter a question.")
    .max(QUESTION_MAX_LENGTH, `A question can be at most ${QUESTION_MAX_LENGTH} characters long.`),
  locale: z.enum(LOCALES),
});
export type AskInput = z.infer<typeof askInputSchema>;

/** PUT /api/assistant/settings (and the AI Agents form). */
export const assistantSettingsInputSchema = z.object({
  name: z.string().trim().min(1, "Please enter a name.").max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
  greeting: z.string().trim().max(GREETING_MAX_LENGTH, `At most ${GREETING_MAX_LENGTH} characters.`),
  is_enabled: z.boolean(),
  sources: z
    .array(z.enum(ASSISTANT_SOURCES))
    .max(ASSISTANT_SOURCES.length)
    .refine((list) => new Set(list).size === list.length, "Each source at most once."),
});
export type AssistantSettingsInput = z.infer<typeof assistantSettingsInputSchema>;

/** GET /api/assistant/questions?unanswered=1&limit= */
export const questionsQuerySchema = z.object({
  unanswered: z.enum(["0", "1"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// Answers, as the browser checks them.

export const sourceLinkSchema = z.object({ title: z.string(), url: z.string() });

/** GET /api/assistant: what the widget shows before a question. */
export const publicAssistantSchema = z.object({ name: z.string(), greeting: z.string().nullable(), enabled: z.boolean() });

export const askAnswerSchema = z.object({
  answer: z.string(),
  sources: z.array(sourceLinkSchema),
  /** The answer is drawn from the site's own passages (false: nothing matched). */
  grounded: z.boolean(),
  /** A good answer was found; false ones go to the admins' to-do list. */
  answered: z.boolean(),
  /** Written by the configured model (false: the passages as they are). */
  generated: z.boolean(),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

export const settingsAnswerSchema = z.object({
  name: z.string(),
  greeting: z.string().nullable(),
  is_enabled: z.boolean(),
  sources: z.array(z.enum(ASSISTANT_SOURCES)),
  updated_at: z.string().nullable(),
});

export const questionsAnswerSchema = z.object({
  questions: z.array(
    z.object({ id: z.string(), question: z.string(), locale: z.enum(LOCALES), answered: z.boolean().optional(), created_at: z.string() }),
  ),
  unanswered_count: z.number().int(),
});
