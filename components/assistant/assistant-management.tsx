"use client";

import type { z } from "zod";
import type { settingsAnswerSchema } from "@/lib/assistant/schemas";
import { AssistantSettingsForm } from "./assistant-settings-form";
import { UnansweredQuestions } from "./unanswered-questions";

/** The AI Agents tools (admins only, loaded on demand): the assistant's settings and its to-do list. */
export function AssistantManagement({ token, initial, userId }: { token: string; initial: z.infer<typeof settingsAnswerSchema>; userId: string }) {
  return (
    <>
      <AssistantSettingsForm token={token} initial={initial} userId={userId} />
      <UnansweredQuestions token={token} userId={userId} />
    </>
  );
}
