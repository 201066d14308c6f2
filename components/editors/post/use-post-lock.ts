"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { POST_LOCK_POLL_MS, POST_LOCK_RENEW_MS } from "@/lib/posts/editor-constants";
import { readLock, releaseLock, takeLock, type LockAnswer, type PostLock } from "./lock-api";

export type LockState =
  /** Nothing to lock (a new post), or the lock service could not answer: the server still checks on save. */
  | { status: "none" }
  | { status: "acquiring" }
  | { status: "mine" }
  /** Another admin holds the lease; `readOnly` once the admin chose to look without editing. */
  | { status: "held"; lock: PostLock; readOnly: boolean }
  /** Another admin took over while this one was editing (their lease, when known). */
  | { status: "lost"; lock: PostLock | null };

/**
 * A check of our lease every `intervalMs` while `mine`, in a background tab too (a lease left to run out there
 * is lost). Nothing is asked when the lease was just taken: the first check comes one interval later.
 */
export function leaseCheck(
  slug: string | null,
  kind: "renew" | "watch",
  intervalMs: number,
  mine: boolean,
  request: (slug: string) => Promise<LockAnswer>,
) {
  return queryOptions({
    queryKey: ["posts", "lock", slug, kind] as const,
    queryFn: (): Promise<LockAnswer | null> => (slug === null ? Promise.resolve(null) : request(slug)),
    enabled: mine,
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
  });
}

/**
 * The post's edit lease (issue 15, the spec's 5-minute lock hint): taken when an existing post opens,
 * renewed every minute and watched every 15 s while editing, given back on close. Someone else's lease
 * means read-only until the admin takes over; losing ours calls `onLost` once, with who took it.
 */
export function usePostLock({ slug, onLost }: { slug: string | null; onLost(lock: PostLock | null): void }) {
  const [state, setState] = useState<LockState>(slug === null ? { status: "none" } : { status: "acquiring" });
  const [takeoverFailed, setTakeoverFailed] = useState(false);
  const latest = useRef({ slug, onLost, mine: false });
  const lostNotified = useRef(false);
  const mine = state.status === "mine";
  const hasSlug = slug !== null;
  useEffect(() => {
    latest.current = { slug, onLost, mine };
  });

  const lose = useCallback((lock: PostLock | null) => {
    setState({ status: "lost", lock });
    if (lostNotified.current) return;
    lostNotified.current = true;
    latest.current.onLost(lock);
  }, []);

  const settle = useCallback((answer: LockAnswer, readOnly: boolean) => {
    if (answer.kind === "held") setState({ status: "held", lock: answer.lock, readOnly });
    else {
      lostNotified.current = false;
      setState({ status: answer.kind === "mine" ? "mine" : "none" });
    }
  }, []);

  // Opening an existing post takes the lease; a lock service that fails leaves the post editable.
  useEffect(() => {
    if (!hasSlug) return;
    let current = true;
    takeLock(latest.current.slug!).then(
      (answer) => current && settle(answer, false),
      () => current && setState({ status: "none" }),
    );
    return () => {
      current = false;
    };
  }, [hasSlug, settle]);

  // While ours: renew the lease, and notice when another admin has taken it over. A failed check is an error
  // of its query, retried at the next tick; the server refuses a save under someone else's lease.
  const renewed = useQuery(leaseCheck(slug, "renew", POST_LOCK_RENEW_MS, mine, takeLock));
  const watched = useQuery(leaseCheck(slug, "watch", POST_LOCK_POLL_MS, mine, readLock));
  const onAnswer = useEffectEvent((answer: LockAnswer | null) => {
    const { slug: current } = latest.current;
    if (!answer || !current) return;
    if (answer.kind === "held") lose(answer.lock);
    // Our lease ran out (a sleeping laptop) and nobody took it: take it again.
    else if (answer.kind === "free") void takeLock(current).then((again) => again.kind === "held" && lose(again.lock), () => undefined);
  });
  // Each answer once, when it arrives (an equal answer is kept as the same object, so its time says it is new).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's answer is news from outside React
  useEffect(() => onAnswer(renewed.data), [renewed.data, renewed.dataUpdatedAt]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- as above
  useEffect(() => onAnswer(watched.data), [watched.data, watched.dataUpdatedAt]);

  // Closing the editor (or the tab) gives the lease back.
  useEffect(() => {
    const release = () => {
      if (latest.current.mine && latest.current.slug) releaseLock(latest.current.slug);
    };
    window.addEventListener("pagehide", release);
    return () => {
      window.removeEventListener("pagehide", release);
      release();
    };
  }, []);

  const takeOver = useCallback(async () => {
    const { slug: current } = latest.current;
    if (!current) return;
    setTakeoverFailed(false);
    try {
      const answer = await takeLock(current, true);
      settle(answer, true);
      if (answer.kind === "held") setTakeoverFailed(true);
    } catch {
      setTakeoverFailed(true);
    }
  }, [settle]);

  return {
    state,
    /** The form may be changed and saved. */
    editable: state.status === "none" || state.status === "mine",
    takeoverFailed,
    takeOver,
    viewReadOnly: useCallback(() => setState((current) => (current.status === "held" ? { ...current, readOnly: true } : current)), []),
    /** A save was refused (423): another admin holds the lease now. */
    saveRefused: useCallback(() => {
      const { slug: current } = latest.current;
      if (!current) return lose(null);
      readLock(current).then(
        (answer) => lose(answer.kind === "held" ? answer.lock : null),
        () => lose(null),
      );
    }, [lose]),
  };
}

export type PostLockControl = ReturnType<typeof usePostLock>;
