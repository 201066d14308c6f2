import { z } from "zod";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";

/** Another admin's (or our own) lease on a post: who holds it, since when, until when. */
const postLockSchema = z.object({
  holder_id: z.string(),
  holder_name: z.string().nullable().catch(null),
  since: z.string(),
  expires_at: z.string(),
});

export type PostLock = z.infer<typeof postLockSchema>;

/** What a lock request found: the lease is ours, another admin holds it, or nobody does. */
export type LockAnswer = { kind: "mine"; lock: PostLock } | { kind: "held"; lock: PostLock } | { kind: "free" };

const answerSchema = z.object({ lock: postLockSchema.nullable().catch(null), mine: z.boolean().catch(false) }).catch({ lock: null, mine: false });

const lockPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}/lock`;

async function lockRequest(slug: string, method: "GET" | "POST", body?: unknown): Promise<LockAnswer> {
  try {
    const { lock, mine } = await apiFetch(lockPath(slug), answerSchema, { method, body, cache: "no-store" });
    if (!lock) return { kind: "free" };
    return mine ? { kind: "mine", lock } : { kind: "held", lock };
  } catch (error) {
    // 409: another admin holds a live lease; the body names them. Any other failure is the caller's to handle.
    const held = error instanceof ApiClientError && error.status === 409 ? postLockSchema.safeParse(error.details.lock) : null;
    if (held?.success) return { kind: "held", lock: held.data };
    throw error;
  }
}

/** POST …/lock: takes or renews the lease (5 minutes); with `takeover`, even from another admin. */
export const takeLock = (slug: string, takeover = false) => lockRequest(slug, "POST", { takeover });

/** GET …/lock: who holds the lease now. */
export const readLock = (slug: string) => lockRequest(slug, "GET");

/** DELETE …/lock: gives our lease back; sent even while the page unloads (keepalive), failures ignored. */
export function releaseLock(slug: string): void {
  void apiFetch(lockPath(slug), anyAnswer, { method: "DELETE", keepalive: true }).catch(() => undefined);
}
