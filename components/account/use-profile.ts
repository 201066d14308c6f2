"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";

export const profileAnswerSchema = z.object({
  profile: z
    .object({ id: z.string(), username: z.string().nullable(), full_name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  role: z.enum(["admin", "customer"]).nullable(),
});

export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** The signed-in user's profile and role on this site, from GET /api/profile. */
export function useProfile(token: string | null) {
  const [state, setState] = useState<{ data: ProfileAnswer | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    if (!token) return;
    apiFetch("/api/profile", profileAnswerSchema, { token })
      .then((data) => setState({ data, error: null }))
      .catch((error: unknown) => setState({ data: null, error: error instanceof ApiClientError ? error.code : "unknown" }));
  }, [token]);
  return state;
}
