"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { helpContentSchema, type HelpContent } from "@/lib/help-widget/schemas";

type ContentState = { status: "loading" } | { status: "error" } | { status: "ready"; content: HelpContent };

/** The FAQ, knowledge-base and features content, fetched once the panel opens. */
export function useHelpContent(locale: string): { state: ContentState; retry: () => void } {
  const [state, setState] = useState<ContentState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    apiFetch(`/api/help-center?locale=${locale}`, helpContentSchema)
      .then((content) => active && setState({ status: "ready", content }))
      .catch((error: unknown) => {
        console.error("[help-widget] content failed to load:", error);
        if (active) setState({ status: "error" });
      });
    return () => {
      active = false;
    };
  }, [locale, attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
