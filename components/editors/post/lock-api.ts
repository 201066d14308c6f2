import { z } from "zod";

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

const answerSchema = z.object({ lock: postLockSchema.nullable().catch(null), mine: z.boolean().catch(false) });

const lockPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}/lock`;

/** A lock request the server refused or could not answer (not a 409: that is an answer). */
export class LockRequestError extends Error {
  constructor(readonly status: number) {
    super(`Lock request failed (${status})`);
    this.name = "LockRequestError";
  }
}

function toAnswer(json: unknown): LockAnswer {
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success || !parsed.data.lock) return { kind: "free" };
  return parsed.data.mine ? { kind: "mine", lock: parsed.data.lock } : { kind: "held", lock: parsed.data.lock };
}

async function lockRequest(slug: string, method: "GET" | "POST", body?: unknown): Promise<LockAnswer> {
  const response = await fetch(lockPath(slug), {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const json: unknown = await response.json().catch(() => null);
  // 409: another admin holds a live lease; the body names them.
  if (response.status === 409) {
    const lock = postLockSchema.safeParse((json as { error?: { lock?: unknown } } | null)?.error?.lock);
    if (lock.success) return { kind: "held", lock: lock.data };
  }
  if (!response.ok) throw new LockRequestError(response.status);
  return toAnswer(json);
}

/** POST …/lock: takes or renews the lease (5 minutes); with `takeover`, even from another admin. */
export const takeLock = (slug: string, takeover = false) => lockRequest(slug, "POST", { takeover });

/** GET …/lock: who holds the lease now. */
export const readLock = (slug: string) => lockRequest(slug, "GET");

/** DELETE …/lock: gives our lease back; sent even while the page unloads (keepalive), failures ignored. */
export function releaseLock(slug: string): void {
  void fetch(lockPath(slug), { method: "DELETE", credentials: "same-origin", keepalive: true }).catch(() => undefined);
}
