"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentPath } from "@/components/header/use-current-path";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { PRESENCE_HEARTBEAT_MS } from "@/lib/presence/constants";
import { presenceAnswerSchema, type PresencePerson } from "@/lib/presence/schemas";
import { normalizeUrlPage } from "@/lib/sections/url-page";

const NOBODY: PresencePerson[] = [];

const pageQuery = (urlPage: string) => `/api/presence?url_page=${encodeURIComponent(urlPage)}`;

/** Who else has the page in edit mode (GET /api/presence), polled at the heartbeat's pace by usePresence. */
function othersQuery(urlPage: string) {
  return {
    queryKey: ["presence", urlPage] as const,
    queryFn: () => apiFetch(pageQuery(urlPage), presenceAnswerSchema, { cache: "no-store" }),
    staleTime: 0,
    gcTime: 0,
  };
}

/** The page being edited, as presence names it (the stored url_page of the address in the browser). */
export function usePresencePage(): string {
  return normalizeUrlPage(useCurrentPath("/"));
}

/**
 * This person's presence on the page while mounted (the edit bar mounts it in edit mode only): the heartbeat
 * every PRESENCE_HEARTBEAT_MS, naming the open section editor, and who else is there, asked at the same pace.
 * Both pause while the tab is hidden (TanStack runs refetchInterval in the foreground only); leaving the page, edit
 * mode or the tab says so at once (DELETE, kept alive through pagehide). Answers the others.
 */
export function usePresence({ urlPage, section }: { urlPage: string; section: string | null }): PresencePerson[] {
  // The section is part of the key: opening or closing an editor sends a heartbeat at once.
  useQuery({
    queryKey: ["presence", "heartbeat", urlPage, section] as const,
    queryFn: () => apiFetch("/api/presence", anyAnswer, { method: "PUT", body: { url_page: urlPage, section } }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: PRESENCE_HEARTBEAT_MS,
  });
  const others = useQuery({ ...othersQuery(urlPage), refetchInterval: PRESENCE_HEARTBEAT_MS });

  useEffect(() => {
    const leave = () => void apiFetch(pageQuery(urlPage), anyAnswer, { method: "DELETE", keepalive: true }).catch(() => undefined);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [urlPage]);

  return others.data?.people ?? NOBODY;
}

/**
 * The others whose open editor is `section` ("template_section:<id>"), read from the edit bar's presence query
 * without asking the server again.
 */
export function useOthersInSection(section: string): PresencePerson[] {
  const others = useQuery({ ...othersQuery(usePresencePage()), enabled: false });
  const people = others.data?.people ?? NOBODY;
  return people.filter((person) => person.section === section);
}
