import { z } from "zod";
import { ApiClientError } from "@/lib/api/client";

/** POST /api/posts/{slug}/lock: take or renew the lease; `takeover` replaces another admin's live lease. */
export const lockRequestSchema = z.object({ takeover: z.boolean().default(false) }).strict();

/** A live lease as the API answers it. */
export const postLockSchema = z.object({
  holder_id: z.uuid(),
  holder_name: z.string(),
  since: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});

export type PostLock = z.infer<typeof postLockSchema>;

/** GET /api/posts/{slug}/lock and a successful POST: the live lease (null: none) and whether it is the caller's. */
export const lockStateSchema = z.object({ lock: postLockSchema.nullable(), mine: z.boolean() });

export type LockState = z.infer<typeof lockStateSchema>;

/** The lease named by a 423 answer (a write to a post another admin is editing), or null for any other error. */
export function leaseHeldBy(error: unknown): PostLock | null {
  if (!(error instanceof ApiClientError) || error.status !== 423) return null;
  const parsed = postLockSchema.safeParse(error.details.lock);
  return parsed.success ? parsed.data : null;
}
