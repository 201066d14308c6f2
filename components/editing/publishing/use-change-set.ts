"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import type { PendingTranslation } from "@/lib/translations/review-view";

export interface ChangeSetAnswer {
  id: string | null;
  status: "open" | "scheduled" | "failed";
  publish_at: string | null;
  error: string | null;
  draft_mode: boolean;
  may_publish: boolean;
  may_set_rules: boolean;
  rules: { draft_mode_default: boolean; editors_may_publish: boolean };
  changes: {
    id: string;
    entity: string;
    entity_id: string;
    fields: Record<string, unknown>;
    author: { id: string | null; name: string | null };
    at: string;
    /** The live row's values of the same fields, for "What changed" (null: not an entity the editors know). */
    live: Record<string, unknown> | null;
    /** The translations the change holds, each reviewed on its own (issue 42). */
    translations: PendingTranslation[];
    /** The fields that are not translations: what the list shows as an ordinary change. */
    other_fields: string[];
  }[];
}

export const CHANGE_SET_KEY = ["publishing", "change-set"] as const;

/**
 * The organisation's unpublished changes and this person's draft mode (GET /api/change-set), fetched again after
 * any save of the admin layer (every editor saves through a TanStack mutation) and when the tab comes back.
 */
export function useChangeSet() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.mutation.state.status === "success") void queryClient.invalidateQueries({ queryKey: CHANGE_SET_KEY });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: CHANGE_SET_KEY,
    queryFn: () => apiFetch("/api/change-set", anyAnswer) as Promise<ChangeSetAnswer>,
    refetchOnWindowFocus: true,
  });
}

/** A write of the publishing API; the change set is fetched again once it is done, whatever the answer. */
export function useChangeSetAction<Variables>(action: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: CHANGE_SET_KEY }) });
}

/** Entities drawn as one of the page's sections (`[data-section-id]`): what a "Draft" mark can sit on. */
const SECTION_ENTITIES = new Set(["template_section", "heading_section", "hero", "section_metrics"]);

/** The ids of the page's sections that have unpublished changes (from the change set the edit bar reads). */
export function useDraftedSections(): ReadonlySet<string> {
  const { data } = useChangeSet();
  return useMemo(() => new Set((data?.changes ?? []).filter((change) => SECTION_ENTITIES.has(change.entity)).map((change) => change.entity_id)), [data]);
}
