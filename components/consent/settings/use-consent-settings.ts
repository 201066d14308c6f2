"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { CookieCategory } from "@/lib/consent/schemas";
import { COOKIE_DIALOG_TIMEOUT_MS } from "@/lib/consent/constants";
import { fetchConsentedServices, fetchCookieCategories, isEssentialCategory, postConsent } from "../consent-api";

export type SettingsStatus = "loading" | "ready" | "error";
export type SettingsError = "loadFailed" | "timeout";

/** The dialog's data: categories, the visitor's current choice, and the edits they make to it. */
export function useConsentSettings({ orgId, locale, token }: { orgId: string; locale: string; token: string | null }) {
  const [status, setStatus] = useState<SettingsStatus>("loading");
  const [error, setError] = useState<SettingsError | null>(null);
  const [categories, setCategories] = useState<CookieCategory[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  useEffect(() => {
    let active = true;
    // Spec §8: after 15 s with no categories the dialog says loading timed out.
    const timer = window.setTimeout(() => {
      if (!active) return;
      setStatus("error");
      setError("timeout");
    }, COOKIE_DIALOG_TIMEOUT_MS);
    fetchCookieCategories(locale)
      .then(async (list) => {
        const consented = await fetchConsentedServices(orgId, token, list);
        if (!active) return;
        window.clearTimeout(timer);
        setCategories(list);
        setSelected(new Set(consented));
        setStatus("ready");
      })
      .catch((failure: unknown) => {
        console.error("[consent] categories failed to load:", failure);
        if (!active) return;
        window.clearTimeout(timer);
        setStatus("error");
        setError("loadFailed");
      });
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [orgId, locale, token]);

  const essentialIds = useMemo(
    () => new Set(categories.filter(isEssentialCategory).flatMap((c) => c.cookie_service.map((s) => s.id))),
    [categories],
  );
  const allIds = useMemo(() => categories.flatMap((c) => c.cookie_service.map((s) => s.id)), [categories]);

  /** Essential services stay on whatever is asked (spec §5). */
  const setServices = useCallback(
    (ids: string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) if (on || essentialIds.has(id)) next.add(id);
        else next.delete(id);
        return next;
      }),
    [essentialIds],
  );

  const isSelected = (id: string) => selected.has(id) || essentialIds.has(id);

  /** Posts a choice and returns the lower-case names of the allowed services. */
  const save = async (ids: string[], consentGiven: boolean) => {
    const chosen = new Set([...ids, ...essentialIds]);
    await postConsent({ orgId, consentGiven, services: [...chosen], token });
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
