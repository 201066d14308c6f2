"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { BANNER_DISMISS_DEBOUNCE_MS } from "@/lib/banners/constants";
import { parseDismissalDuration } from "@/lib/banners/dismissal-duration";
import { readLocalDismissals, writeLocalDismissal, type DismissalMap } from "@/lib/banners/local-dismissals";
import type { BannerView } from "@/lib/banners/types";
import { useSession } from "@/lib/auth/use-session";

// The server calls (with zod and the API client) are fetched for signed-in visitors only.
const loadServerDismissals = () => import("./server-dismissals");

/**
 * Dismissals: anonymous visitors keep them in local storage with an expiry; signed-in visitors'
 * go to the server, sent 1 s after the last click so a burst of closes is one request each.
 */
export function useBannerDismissals(): { dismissals: DismissalMap; dismiss: (banner: BannerView) => void } {
  const session = useSession();
  const token = session?.access_token ?? null;
  const [dismissals, setDismissals] = useState<DismissalMap>({});
  const pending = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (session === undefined) return;
    const local = readLocalDismissals(Date.now());
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration
      setDismissals(local);
      return;
    }
    loadServerDismissals()
      .then(({ fetchServerDismissals }) => fetchServerDismissals(token))
      .then((server) => setDismissals({ ...local, ...server }))
      .catch((error: unknown) => {
        console.error("[banners] dismissals failed to load:", error);
        setDismissals(local);
      });
  }, [session, token]);

  const flush = useCallback(() => {
    const ids = [...pending.current];
    pending.current.clear();
    for (const id of ids) {
      loadServerDismissals()
        .then(({ saveServerDismissal }) => saveServerDismissal(id, token))
        .catch((error: unknown) => console.error("[banners] dismissal failed to save:", error));
    }
  }, [token]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dismiss = useCallback(
    (banner: BannerView) => {
      const until = Date.now() + parseDismissalDuration(banner.dismissalDuration);
      setDismissals((current) => ({ ...current, [banner.id]: until }));
      if (!token) {
        writeLocalDismissal(banner.id, until);
        return;
      }
      pending.current.add(banner.id);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, BANNER_DISMISS_DEBOUNCE_MS);
    },
    [token, flush],
  );

  return { dismissals, dismiss };
}
