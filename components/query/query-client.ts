import { isServer, QueryClient } from "@tanstack/react-query";

/** Spec 002 §4 and §9: query staleness is 5 minutes, with no refetch on focus. */
export const QUERY_STALE_MS = 5 * 60_000;

/**
 * The app's query defaults. One attempt per fetch and no pausing while the browser thinks it is offline:
 * a failure shows at once, as each screen's spec describes it (the hooks before TanStack did the same).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false, networkMode: "always" },
      mutations: { networkMode: "always" },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab, made on first use; a server render gets its own, so no request sees another's data. */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
