/** TanStack Query keys of the assistant. */
export const assistantKeys = {
  /** GET /api/assistant: name, greeting, on or off. */
  info: ["assistant", "info"] as const,
  /** GET /api/assistant/settings (admins). */
  settings: ["assistant", "settings"] as const,
  /** GET /api/assistant/questions?unanswered=1 (admins). */
  unanswered: ["assistant", "questions", "unanswered"] as const,
};
