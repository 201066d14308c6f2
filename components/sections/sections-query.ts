import type { QueryClient } from "@tanstack/react-query";
import { getQueryClient } from "@/components/query/query-client";
import { fetchSectionList } from "@/lib/sections/fetch-sections";
import { sectionKeys } from "@/lib/sections/query-keys";

export interface SectionLists<S, H> {
  sections: S[];
  headings: H[];
}

/**
 * Reads a path's template and heading section lists again, bypassing caches (spec 002 §4 Template data),
 * through the tab's query client. A refresh of the same path still under way is cancelled and its requests
 * aborted, so an older answer never lands after a newer one. Loaded on demand: visitors never need it.
 */
export async function refreshSectionLists<S, H>(urlPage: string, client: QueryClient = getQueryClient()): Promise<SectionLists<S, H>> {
  const queryKey = sectionKeys.lists(urlPage);
  await client.cancelQueries({ queryKey });
  return client.fetchQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<SectionLists<S, H>> => {
      // Each request ends at its own timeout (10 s) or at the query's cancel, whichever comes first.
      const [sections, headings] = await Promise.all([
        fetchSectionList<S>("sections", urlPage, { fresh: true, signal }),
        fetchSectionList<H>("headings", urlPage, { fresh: true, signal }),
      ]);
      return { sections, headings };
    },
    staleTime: 0,
    // New lists on every refresh, equal or not: the page asks the server for itself again after each one.
    structuralSharing: false,
  });
}
