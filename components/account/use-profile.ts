"use client";

import type { Session } from "@supabase/supabase-js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { MEMBERSHIP_ROLES } from "@/lib/memberships/roles";
import { profileKeys } from "@/lib/profiles/query-keys";

export const profileAnswerSchema = z.object({
  profile: z
    .object({ id: z.string(), username: z.string().nullable(), full_name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  role: z.enum(MEMBERSHIP_ROLES).nullable(),
});

export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/**
 * GET /api/profile for the signed-in user, one query for the account pages and the header's role check
 * (components/header/load-role.ts); nothing while signed out.
 */
export function profileQuery(session: Session | null | undefined) {
  return queryOptions({
    queryKey: profileKeys.profile(session?.user.id ?? ""),
    queryFn: () => apiFetch("/api/profile", profileAnswerSchema, { token: session?.access_token }),
    enabled: Boolean(session),
  });
}

/** The signed-in user's profile and role on this site; nothing while signed out. */
export function useProfile(session: Session | null | undefined): { data: ProfileAnswer | null; error: string | null } {
  const query = useQuery(profileQuery(session));
  if (query.isError) return { data: null, error: query.error instanceof ApiClientError ? query.error.code : "unknown" };
  return { data: query.data ?? null, error: null };
}

/** PUT /api/profile (username, full name); a saved profile is read again. */
export function useSaveProfile(session: Session | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { username: string; full_name: string }) =>
      apiFetch("/api/profile", profileAnswerSchema, { method: "PUT", token: session?.access_token, body: values }),
    onSuccess: () => {
      if (session) void client.invalidateQueries({ queryKey: profileKeys.profile(session.user.id) });
    },
  });
}
