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

/**
 * Fetches one section list (10 s timeout). A failure throws the spec's message:
 * "Failed to fetch template sections: {status text} - {details}".
 */
export async function fetchSectionList<T>(
  kind: keyof typeof SECTION_ENDPOINTS,
  urlPage: string,
  { fresh = false, fetcher = fetch }: { fresh?: boolean; fetcher?: typeof fetch } = {},
): Promise<T[]> {
  const response = await fetcher(sectionListUrl(kind, urlPage, fresh ? Date.now() : undefined), {
    signal: AbortSignal.timeout(TEMPLATE_FETCH_TIMEOUT_MS),
    ...(fresh && { cache: "no-store" as const, headers: { "cache-control": "no-cache", pragma: "no-cache" } }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { details?: string; message?: string } } | null;
    const details = body?.error?.details ?? body?.error?.message ?? "";
    throw new Error(`${SECTION_ENDPOINTS[kind].failure}: ${response.statusText || response.status} - ${details}`);
  }
  return (await response.json()) as T[];
}
