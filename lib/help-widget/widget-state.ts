import { z } from "zod";
import { WIDGET_RESTORE_WINDOW_MS, WIDGET_SIZES, WIDGET_VIEWS } from "./constants";

export const widgetStateSchema = z.object({
  isOpen: z.boolean(),
  size: z.enum(WIDGET_SIZES),
  activeTab: z.enum(WIDGET_VIEWS),
  currentView: z.enum(WIDGET_VIEWS),
  timestamp: z.number(),
});
export type WidgetState = z.infer<typeof widgetStateSchema>;

/**
 * The state saved before a language change, if it is well-formed and younger than 5 s at `now` (the
 * moment the restoring page started loading); anything else is ignored (a failed restore is only
 * logged, spec §8).
 */
export function restorableWidgetState(raw: string | null, now: number): WidgetState | null {
  if (!raw) return null;
  try {
    const parsed = widgetStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const age = now - parsed.data.timestamp;
    return age >= 0 && age < WIDGET_RESTORE_WINDOW_MS ? parsed.data : null;
  } catch (error) {
    console.error("[help-widget] state restore failed:", error);
    return null;
  }
}
