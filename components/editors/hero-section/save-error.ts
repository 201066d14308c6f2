import { ApiClientError } from "@/lib/api/client";

/**
 * Spec 001 §8: the hero dialog shows the server's message when a save fails; a fault on the server's side
 * (5xx) has none worth showing, so the generic "Failed to save changes. Please try again." stands (null).
 */
export function heroSaveError(error: unknown): string | null {
  return error instanceof ApiClientError && error.status < 500 && error.message.trim() !== "" ? error.message : null;
}
