"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { ApiClientError } from "@/lib/api/client";
import type { OrganizationData, SettingsSection } from "@/lib/organizations/types";
import { loadOrganization, loadSection, NO_SESSION, ORG_NOT_FOUND, saveOrganization, type LoadedOrganization } from "./settings-api";
import { buildUpdate, firstFailingTab, isDirty, tabOfField, withSection } from "./settings-draft";

export const SETTINGS_QUERY_KEY = ["editing", "organization-settings"] as const;

/** Why the last save failed: the message to show, and whether someone else saved first (412). */
export interface SaveProblem {
  message: string;
  stale: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The modal's data (spec 001 §4 Global settings): loading, error (Retry), loaded, dirty, saving. The snapshot
 * is the organisation as loaded or saved last; the draft is what the tabs changed since (null: none).
 */
export function useSettings({ tab, onTab, onSaved }: { tab: SettingsSection; onTab(tab: SettingsSection): void; onSaved(): void }) {
  const t = useTranslations("Editors.settings");
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: loadOrganization,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [draft, setDraft] = useState<OrganizationData | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const snapshot = query.data?.data ?? null;
  const current = draft ?? snapshot;

  const update = useCallback(
    (recipe: (data: OrganizationData) => OrganizationData) =>
      setDraft((previous) => {
        const base = previous ?? queryClient.getQueryData<LoadedOrganization>(SETTINGS_QUERY_KEY)?.data;
        return base ? recipe(base) : previous;
      }),
    [queryClient],
  );

  const save = useMutation({
    mutationFn: async ({ orgId, data, section }: { orgId: string; data: OrganizationData; section: SettingsSection }): Promise<LoadedOrganization> => {
      const saved = await saveOrganization(orgId, buildUpdate(data, snapshot ?? data, section));
      // Spec 001 §4, §8: the active tab is reloaded after a save; a failure of that reload is only logged.
      const reloaded = await loadSection(orgId, section).then(
        (answer) => withSection(saved, section, answer),
        (error: unknown) => {
          console.error(`Failed to fetch ${section} data: ${errorText(error)}`);
          return saved;
        },
      );
      return { orgId, data: reloaded };
    },
    onMutate: () => {
      setProblem(null);
      setFieldErrors({});
    },
    onSuccess: (loaded) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, loaded);
      setDraft(null);
      onSaved();
    },
    onError: (error) => {
      if (!(error instanceof ApiClientError)) {
        console.error("[settings] save failed:", error);
        setProblem({ message: t("errors.saveFailed"), stale: false });
        return;
      }
      if (error.code === NO_SESSION) return setProblem({ message: t("errors.noSession"), stale: false });
      const fields = Object.fromEntries(Object.entries(error.fields).filter(([field]) => tabOfField(field)));
      setFieldErrors(fields);
      const failing = firstFailingTab(fields);
      if (failing) onTab(failing);
      setProblem({ message: error.message || t("errors.saveFailed"), stale: error.status === 412 });
    },
  });

  const loadError = useMemo(() => {
    const error = query.error;
    if (!error) return null;
    if (error instanceof ApiClientError && error.code === NO_SESSION) return t("errors.noSession");
    if (error instanceof ApiClientError && error.code === ORG_NOT_FOUND) return t("errors.orgNotFound");
    return t("errors.fetchOrganization", { message: errorText(error) });
  }, [query.error, t]);

  return {
    loading: query.isPending && (query.isFetching || !query.isError),
    /** Spec 001 §8's message of a failed load, shown with Retry (not while the retry runs). */
    loadError: query.isError && !query.isFetching ? loadError : null,
    retry: () => void query.refetch(),
    snapshot,
    draft: current,
    update,
    dirty: Boolean(draft && snapshot && isDirty(draft, snapshot)),
    saving: save.isPending,
    save: () => {
      if (query.data && current) save.mutate({ orgId: query.data.orgId, data: current, section: tab });
    },
    problem,
    fieldErrors,
    /** After a 412: drop this admin's draft and load what is stored now (only when they ask). */
    reloadStored: () => {
      setProblem(null);
      setFieldErrors({});
      setDraft(null);
      void query.refetch();
    },
  };
}
