import type { Session } from "@supabase/supabase-js";
import { MutationObserver, QueryObserver, queryOptions } from "@tanstack/react-query";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import type { DismissalMap } from "@/lib/banners/local-dismissals";
import { dismissalsResponseSchema } from "@/lib/banners/schemas";
import { getQueryClient } from "@/components/query/query-client";

/**
 * A signed-in visitor's dismissals, kept on the server: banner id → dismissed until (ms). Read again each time
 * a banner list mounts (staleTime 0), so another page's dismissals are there.
 */
function dismissalsQuery(session: Session) {
  return queryOptions({
    queryKey: ["banners", "dismissals", session.user.id] as const,
    queryFn: async (): Promise<DismissalMap> => {
      const { dismissals } = await apiFetch("/api/banners/dismissals", dismissalsResponseSchema, { token: session.access_token });
      return Object.fromEntries(dismissals.map((row) => [row.banner_id, Date.parse(row.dismissed_until)]));
    },
    staleTime: 0,
  });
}

/** Watches the server's dismissals: each answer goes to `onChange`, a failed read to `onError`. Returns the stop. */
export function watchServerDismissals(session: Session, onChange: (server: DismissalMap) => void, onError: (error: unknown) => void): () => void {
  const observer = new QueryObserver(getQueryClient(), dismissalsQuery(session));
  const report = ({ data, error, isFetching }: { data?: DismissalMap; error: unknown; isFetching: boolean }) => {
    if (isFetching) return;
    if (error) onError(error);
    else if (data) onChange(data);
  };
  const stop = observer.subscribe(report);
  report(observer.getCurrentResult());
  return stop;
}

/**
 * Saves one dismissal; the server reads the banner's own dismissal duration. The cached list takes the
 * browser's `until` meanwhile, so a banner list mounted before the next read keeps the banner closed.
 */
export async function saveServerDismissal(session: Session, bannerId: string, until: number): Promise<void> {
  const client = getQueryClient();
  const { queryKey } = dismissalsQuery(session);
  const save = new MutationObserver(client, {
    mutationFn: () => apiFetch("/api/banners/dismissals", anyAnswer, { method: "POST", body: { banner_id: bannerId }, token: session.access_token }),
    onSuccess: () => client.setQueryData<DismissalMap>(queryKey, (current) => current && { ...current, [bannerId]: until }),
  });
  await save.mutate();
}
