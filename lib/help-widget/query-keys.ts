/** TanStack Query keys of the help widget. */
export const helpWidgetKeys = {
  /** GET /api/help-center in one language. */
  content: (locale: string) => ["help-widget", "content", locale] as const,
};
