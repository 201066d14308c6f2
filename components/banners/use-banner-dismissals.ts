"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { BANNER_DISMISS_DEBOUNCE_MS } from "@/lib/banners/constants";
import { parseDismissalDuration } from "@/lib/banners/dismissal-duration";
import { readLocalDismissals, writeLocalDismissal, type DismissalMap } from "@/lib/banners/local-dismissals";
import type { BannerView } from "@/lib/banners/types";
import { useSession } from "@/lib/auth/use-session";

// The server calls (TanStack Query, zod and the API client) are fetched for signed-in visitors only.
const loadServerDismissals = () => import("./server-dismissals");

/**
 * Dismissals: anonymous visitors keep them in local storage with an expiry; signed-in visitors'
 * go to the server, sent 1 s after the last click so a burst of closes is one request each.
 */
export function useBannerDismissals(): { dismissals: DismissalMap; dismiss: (banner: BannerView) => void } {
  const session = useSession();
  const signedIn = Boolean(session);
  const [dismissals, setDismissals] = useState<DismissalMap>({});
  const pending = useRef(new Map<string, number>());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (session === undefined) return;
    const local = readLocalDismissals(Date.now());
    if (!session) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration
      setDismissals(local);
      return;
    }
    const failed = (error: unknown) => {
      console.error("[banners] dismissals failed to load:", error);
      setDismissals((current) => ({ ...local, ...current }));
    };
    let current = true;
    let stop: (() => void) | undefined;
    // Each answer adds to what this page has closed meanwhile; nothing closed here reopens.
    loadServerDismissals().then(({ watchServerDismissals }) => {
      if (current) stop = watchServerDismissals(session, (server) => setDismissals((shown) => ({ ...shown, ...local, ...server })), failed);
    }, failed);
    return () => {
      current = false;
      stop?.();
    };
  }, [session]);

  const flush = useCallback(() => {
    const closed = [...pending.current];
    pending.current.clear();
    if (!session) return;
    for (const [id, until] of closed) {
      loadServerDismissals()
        .then(({ saveServerDismissal }) => saveServerDismissal(session, id, until))
        .catch((error: unknown) => console.error("[banners] dismissal failed to save:", error));
    }
  }, [session]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dismiss = useCallback(
    (banner: BannerView) => {
      const until = Date.now() + parseDismissalDuration(banner.dismissalDuration);
      setDismissals((current) => ({ ...current, [banner.id]: until }));
      if (!signedIn) {
        writeLocalDismissal(banner.id, until);
        return;
      }
      pending.current.set(banner.id, until);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, BANNER_DISMISS_DEBOUNCE_MS);
    },
    [signedIn, flush],
  );

  return { dismissals, dismiss };
}
