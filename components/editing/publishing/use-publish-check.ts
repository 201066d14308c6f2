"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { checkAnswerSchema } from "@/lib/publishing/check/schemas";
import { CHANGE_SET_KEY } from "./use-change-set";

/** Under the change set's key: whatever refetches the change set (a save, a publish) runs the check again. */
export const PUBLISH_CHECK_KEY = [...CHANGE_SET_KEY, "check"] as const;

/** What the check before publishing finds in the unpublished changes (GET /api/change-set/check). */
export function usePublishCheck({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: PUBLISH_CHECK_KEY, queryFn: () => apiFetch("/api/change-set/check", checkAnswerSchema), enabled });
}
