/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest, and returns what cancels it.
 * For work a freshly hydrated page can wait for: a layout read here (scrollY, a size) finds the first frame's
 * layout clean instead of forcing a whole-page style recalculation in the middle of hydration.
 * Safari has no requestIdleCallback: a short delay stands in for it.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(timeout, 300));
  return () => window.clearTimeout(id);
}
