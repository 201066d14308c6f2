import { ApiClientError } from "@/lib/api/client";

/** The Assistant message key for a failed call: the server's codes mapped to translated texts. */
export function errorKey(error: unknown): "errors.signIn" | "widget.disabled" | "errors.rateLimited" | "errors.invalid" | "errors.generic" {
  if (!(error instanceof ApiClientError)) return "errors.generic";
  if (error.status === 401) return "errors.signIn";
  if (error.status === 403) return "widget.disabled";
  if (error.status === 429) return "errors.rateLimited";
  if (error.status === 400) return "errors.invalid";
  return "errors.generic";
}

/** Only the site's own paths are shown as links ("/…", never "//host" or a scheme). */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}
