import { ANALYTICS_MAX_VIEWS_PER_MINUTE } from "../constants";

const WINDOW_MS = 60_000;

/**
 * Page views per visitor hash, in this process's memory: a visitor counts at most ANALYTICS_MAX_VIEWS_PER_MINUTE
 * views a minute (a fixed window from their first). In memory on purpose: a count that must never slow the
 * page cannot wait on Postgres or Redis, and a few more views over several instances change no chart.
 */
export function createViewLimiter(limit = ANALYTICS_MAX_VIEWS_PER_MINUTE) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Whether this view counts. */
    take(hash: string, now = Date.now()): boolean {
      const window = windows.get(hash);
      if (!window || now - window.start >= WINDOW_MS) {
        windows.set(hash, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
    /** Forgets the windows that are over (the flush calls it), so memory follows the last minute's visitors. */
    sweep(now = Date.now()): void {
      for (const [hash, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(hash);
    },
    get size() {
      return windows.size;
    },
  };
}
export type ViewLimiter = ReturnType<typeof createViewLimiter>;
