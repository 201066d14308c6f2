"use client";

import { useEffect, useState } from "react";
import { TEMPLATE_HEADING_SECTION_UPDATED_EVENT, TEMPLATE_SECTION_UPDATED_EVENT } from "@/lib/sections/constants";

interface SectionsState<S, H> {
  sections: S[] | null;
  headings: H[] | null;
  loading: boolean;
  error: string | null;
}

// This hook is on every public page: the query client (TanStack Query) loads with the first refresh, which
// only an editor's save sets off, so a visitor's first load never carries it.
const loadSectionsQuery = () => import("./sections-query");

/**
 * Refetches a page's section lists, bypassing caches, whenever an editor fires template-section-updated
 * or template-heading-section-updated (or `refreshKey` changes). LiveSections mounts it on every page; `loading`
 * is when the per-type skeletons show. On failure the page keeps its server-rendered sections. A newer
 * refresh replaces one still under way: only the newest answer is shown.
 */
export function useSectionsRefresh<S, H>(urlPage: string, refreshKey = 0): SectionsState<S, H> {
  const [state, setState] = useState<SectionsState<S, H>>({ sections: null, headings: null, loading: false, error: null });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const bump = () => setTick((value) => value + 1);
    window.addEventListener(TEMPLATE_SECTION_UPDATED_EVENT, bump);
    window.addEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, bump);
    return () => {
      window.removeEventListener(TEMPLATE_SECTION_UPDATED_EVENT, bump);
      window.removeEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, bump);
    };
  }, []);

  useEffect(() => {
    if (tick === 0 && refreshKey === 0) return;
    let superseded = false;
    // Shows the skeletons while the fresh lists load (spec 002 §4 Template data).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loading flag belongs to this fetch
    setState((current) => ({ ...current, loading: true, error: null }));
    loadSectionsQuery()
      .then(({ refreshSectionLists }) => refreshSectionLists<S, H>(urlPage))
      .then(({ sections, headings }) => !superseded && setState({ sections, headings, loading: false, error: null }))
      .catch((error: unknown) => {
        // A newer refresh cancelled this one; its own answer follows.
        if (superseded) return;
        console.error("[sections] refresh failed:", error);
        setState((current) => ({ ...current, loading: false, error: error instanceof Error ? error.message : String(error) }));
      });
    return () => {
      superseded = true;
    };
  }, [tick, refreshKey, urlPage]);

  return state;
}
