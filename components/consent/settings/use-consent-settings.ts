"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { CookieCategory } from "@/lib/consent/schemas";
import { COOKIE_DIALOG_TIMEOUT_MS } from "@/lib/consent/constants";
import { consentKeys } from "@/lib/consent/query-keys";
import { fetchConsentedServices, fetchCookieCategories, isEssentialCategory, postConsent } from "../consent-api";

export type SettingsStatus = "loading" | "ready" | "error";
export type SettingsError = "loadFailed" | "timeout";

const NONE: never[] = [];

/** The categories and the visitor's last choice, read afresh each time the dialog opens (nothing kept once it closes). */
export function consentSettingsQuery(orgId: string, locale: string, token: string | null) {
  return queryOptions({
    queryKey: consentKeys.settings(orgId, locale),
    queryFn: async () => {
      try {
        const categories = await fetchCookieCategories(locale);
        return { categories, consented: await fetchConsentedServices(orgId, token, categories) };
      } catch (failure) {
        console.error("[consent] categories failed to load:", failure);
        throw failure;
      }
    },
    gcTime: 0,
  });
}

/**
 * Loading, ready or the spec's error from the load and the 15 s timer (spec §8). An answer that comes after
 * the timeout still shows.
 */
export function settingsStatus(load: "pending" | "success" | "error", timedOut: boolean): { status: SettingsStatus; error: SettingsError | null } {
  if (load === "success") return { status: "ready", error: null };
  if (load === "error") return { status: "error", error: "loadFailed" };
  return timedOut ? { status: "error", error: "timeout" } : { status: "loading", error: null };
}

/** The dialog's data: categories, the visitor's current choice, and the edits they make to it. */
export function useConsentSettings({ orgId, locale, token }: { orgId: string; locale: string; token: string | null }) {
  const client = useQueryClient();
  const query = useQuery(consentSettingsQuery(orgId, locale, token));
  const saveChoice = useMutation({
    mutationFn: (choice: { services: string[]; consentGiven: boolean }) => postConsent({ orgId, token, ...choice }),
    // The dialog closes on success; the next opening reads the saved choice.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: consentKeys.site(orgId), refetchType: "none" });
    },
  });
  const settled = query.status !== "pending";
  const [timedOut, setTimedOut] = useState(false);
  const [edited, setEdited] = useState<Set<string> | null>(null);

  useEffect(() => {
    if (settled) return;
    // Spec §8: after 15 s with no categories the dialog says loading timed out.
    const timer = window.setTimeout(() => setTimedOut(true), COOKIE_DIALOG_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);

  const { status, error } = settingsStatus(query.status, timedOut);
  const categories: CookieCategory[] = query.data?.categories ?? NONE;
  const consented = useMemo(() => new Set(query.data?.consented), [query.data]);
  const selected = edited ?? consented;

  const essentialIds = useMemo(
    () => new Set(categories.filter(isEssentialCategory).flatMap((c) => c.cookie_service.map((s) => s.id))),
    [categories],
  );
  const allIds = useMemo(() => categories.flatMap((c) => c.cookie_service.map((s) => s.id)), [categories]);

  /** Essential services stay on whatever is asked (spec §5). */
  const setServices = useCallback(
    (ids: string[], on: boolean) =>
      setEdited((current) => {
        const next = new Set(current ?? consented);
        for (const id of ids) if (on || essentialIds.has(id)) next.add(id);
        else next.delete(id);
        return next;
      }),
    [essentialIds, consented],
  );

  const isSelected = (id: string) => selected.has(id) || essentialIds.has(id);

  /** Posts a choice and returns the lower-case names of the allowed services. */
  const save = async (ids: string[], consentGiven: boolean) => {
    const chosen = new Set([...ids, ...essentialIds]);
    await saveChoice.mutateAsync({ consentGiven, services: [...chosen] });
    const everything = allIds.every((id) => chosen.has(id));
    if (everything) return ["*"];
    return categories.flatMap((c) => c.cookie_service).filter((s) => chosen.has(s.id)).map((s) => s.name);
  };

  return {
    status,
    error,
    categories,
    isSelected,
    setServices,
    saveSelection: () => save([...selected], [...selected].some((id) => !essentialIds.has(id))),
    acceptAll: () => save(allIds, true),
    rejectAll: () => save([], false),
  };
}
