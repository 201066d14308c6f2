import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { TEMPLATE_FETCH_TIMEOUT_MS } from "./constants";

export const SECTION_ENDPOINTS = {
  sections: { path: "/api/template-sections", failure: "Failed to fetch template sections" },
  headings: { path: "/api/template-heading-sections", failure: "Failed to fetch template headings" },
} as const;

/** The endpoint address for a public path; `bust` adds the timestamp parameter used after an update. */
export function sectionListUrl(kind: keyof typeof SECTION_ENDPOINTS, urlPage: string, bust?: number): string {
  const params = new URLSearchParams({ url_page: urlPage });
  if (bust !== undefined) params.set("t", String(bust));
  return `${SECTION_ENDPOINTS[kind].path}?${params}`;
}

/** The list as the endpoint answers it: rows of the type the caller's renderer reads. */
const listAnswer = <T>() => z.array(z.custom<T>((row) => typeof row === "object" && row !== null));

/** The request's own timeout and the caller's cancel, whichever comes first. */
function until(timeout: AbortSignal, cancelled?: AbortSignal): AbortSignal {
  if (!cancelled) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([cancelled, timeout]) : cancelled;
}

/**
 * Fetches one section list (10 s timeout, or sooner when `signal` aborts). A failure throws the spec's
 * message: "Failed to fetch template sections: {status text} - {details}".
 */
export async function fetchSectionList<T>(
  kind: keyof typeof SECTION_ENDPOINTS,
  urlPage: string,
  { fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {},
): Promise<T[]> {
  try {
    return await apiFetch(sectionListUrl(kind, urlPage, fresh ? Date.now() : undefined), listAnswer<T>(), {
      signal: until(AbortSignal.timeout(TEMPLATE_FETCH_TIMEOUT_MS), signal),
      ...(fresh && { cache: "no-store" as const, headers: { "cache-control": "no-cache", pragma: "no-cache" } }),
    });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    const { details } = error.details;
    const detail = typeof details === "string" ? details : error.message === error.statusText ? "" : error.message;
    throw new Error(`${SECTION_ENDPOINTS[kind].failure}: ${error.statusText || error.status} - ${detail}`);
  }
}
