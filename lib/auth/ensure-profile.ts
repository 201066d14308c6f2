import { z } from "zod";
import { apiFetch } from "@/lib/api/client";

const profileAnswer = z.object({ profile: z.object({ id: z.string() }).passthrough().nullable(), role: z.string().nullable() });

/**
 * Registration upserts the profile with this site's organisation. When email confirmation delayed
 * the session, the first login does it instead (the username comes from the sign-up metadata).
 */
export async function ensureProfile(token: string, username?: string): Promise<void> {
  if (username === undefined) {
    const current = await apiFetch("/api/profile", profileAnswer, { token });
    if (current.profile) return;
  }
  await apiFetch("/api/profile", profileAnswer, { method: "PUT", token, body: username ? { username } : {} });
}
