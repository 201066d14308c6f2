import { VIDEO_TOKEN_REFRESH_MS } from "./constants";

/**
 * Asks for a fresh video token every VIDEO_TOKEN_REFRESH_MS while a call runs (000 §4: refreshed after
 * 50 minutes), well inside the token's one-hour lifetime. A failed refresh is reported and retried at
 * the next interval. Returns the function that stops it.
 */
export function startTokenRefresh(
  refresh: () => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs: number = VIDEO_TOKEN_REFRESH_MS,
): () => void {
  const timer = setInterval(() => {
    refresh().catch(onError);
  }, intervalMs);
  return () => clearInterval(timer);
}
