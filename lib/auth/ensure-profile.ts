import { z } from "zod";
import { apiFetch } from "@/lib/api/client";

const profileAnswer = z.object({ profile: z.object({ id: z.string() }).passthrough().nullable(), role: z.string().nullable() });

/**
 * Registration upserts the profile and joins this site as its customer. When email confirmation delayed
 * the session, the first login does it instead (the username comes from the sign-up metadata); so does
 * the first login on another site of the platform.
 */
export async function ensureProfile(token: string, username?: string): Promise<void> {
  if (username === undefined) {
    const current = await apiFetch("/api/profile", profileAnswer, { token });
    if (current.profile && current.role) return;
  }
  await apiFetch("/api/profile", profileAnswer, { method: "PUT", token, body: username ? { username } : {} });
}
