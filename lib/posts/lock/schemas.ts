import { z } from "zod";

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
