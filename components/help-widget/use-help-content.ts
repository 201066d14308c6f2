"use client";

import { keepPreviousData, queryOptions, useQuery, type QueryObserverResult } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { helpWidgetKeys } from "@/lib/help-widget/query-keys";
import { helpContentSchema, type HelpContent } from "@/lib/help-widget/schemas";

export type ContentState = { status: "loading" } | { status: "error" } | { status: "ready"; content: HelpContent };

/** GET /api/help-center in one language; after a language change the last one's content stays until it answers. */
export function helpContentQuery(locale: string) {
  return queryOptions({
    queryKey: helpWidgetKeys.content(locale),
    queryFn: async () => {
      try {
        return await apiFetch(`/api/help-center?locale=${locale}`, helpContentSchema);
      } catch (error) {
        console.error("[help-widget] content failed to load:", error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** What the views show; Retry after a failure shows loading again, not the last language's content. */
export function helpContentState(result: Pick<QueryObserverResult<HelpContent>, "isError" | "data" | "isPlaceholderData" | "errorUpdateCount">): ContentState {
  if (result.isError) return { status: "error" };
  const retrying = result.isPlaceholderData && result.errorUpdateCount > 0;
  if (result.data && !retrying) return { status: "ready", content: result.data };
  return { status: "loading" };
}

/** The FAQ, knowledge-base and features content, fetched once the panel opens. */
export function useHelpContent(locale: string): { state: ContentState; retry: () => void } {
  const query = useQuery(helpContentQuery(locale));
  return { state: helpContentState(query), retry: () => void query.refetch() };
}
