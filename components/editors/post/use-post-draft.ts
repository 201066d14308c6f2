"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_CHECK_INTERVAL_MS } from "@/lib/posts/editor-constants";
import { clearDraft, isDraftDue, readDraft, writeDraft, type DraftTarget, type PostDraft } from "@/lib/posts/draft";
import { useInterval } from "@/lib/use-interval";

interface PostDraftOptions {
  target: DraftTarget;
  /** The form's values now. */
  values(): Record<string, unknown>;
  /** The values the editor started from. */
  baseline: Record<string, unknown>;
  /** Unsaved changes: only then is a draft worth writing. */
  dirty: boolean;
  /** Read-only: nothing typed here to keep. */
  enabled: boolean;
}

/**
 * The post's local draft (spec 000 §4): offered when the editor opens, written on the 30 s check once the
 * last save is 120 s old (and on demand: closing with changes, a lost lease or connection), cleared by a
 * successful save.
 */
export function usePostDraft({ target, values, baseline, dirty, enabled }: PostDraftOptions) {
  const [offer, setOffer] = useState<PostDraft | null>(() => readDraft(window.localStorage, target));
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const lastSave = useRef(0);
  const latest = useRef({ target, values, baseline, dirty });
  useEffect(() => {
    latest.current = { target, values, baseline, dirty };
  });
  // Opening the editor counts as the last save: a draft is first written two minutes in.
  useEffect(() => {
    lastSave.current = Date.now();
  }, []);

  const write = useCallback(() => {
    const now = Date.now();
    const { target: current, values: read, baseline: from } = latest.current;
    if (!writeDraft(window.localStorage, { ...current, values: read(), baseline: from, savedAt: now })) return;
    lastSave.current = now;
    setSavedAt(now);
    // What the admin just wrote replaces any draft that was on offer.
    setOffer(null);
  }, []);

  useInterval(() => {
    if (isDraftDue({ dirty: latest.current.dirty, now: Date.now(), lastSavedAt: lastSave.current })) write();
  }, enabled ? DRAFT_CHECK_INTERVAL_MS : null);

  return {
    /** A draft of this post found in local storage, until restored or discarded. */
    offer,
    /** When this session last wrote the draft. */
    savedAt,
    write,
    /** Restoring takes the draft's values into the form (the caller's) and stops offering it. */
    accept: useCallback(() => setOffer(null), []),
    discard: useCallback(() => {
      clearDraft(window.localStorage, latest.current.target);
      setOffer(null);
    }, []),
    /** The post was saved: its draft is gone, and the unsaved mark with it. */
    saved: useCallback(() => {
      clearDraft(window.localStorage, latest.current.target);
      lastSave.current = Date.now();
      setSavedAt(null);
    }, []),
  };
}
