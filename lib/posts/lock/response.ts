import type { LockState, PostLock } from "./schemas";

const PRIVATE = { "cache-control": "private, no-store" };

/** The lease as the caller sees it: 200 with the live lease (or null) and whether it is theirs. */
export function lockStateResponse(lock: PostLock | null, userId: string): Response {
  const state: LockState = { lock, mine: lock?.holder_id === userId };
  return Response.json(state, { headers: PRIVATE });
}

/**
 * Someone else holds a live lease: 409 when taking it, 423 when saving or deleting the post. The body names
 * the holder and since when, so the editor can offer read-only or takeover.
 */
export function lockHeldResponse(status: 409 | 423, message: string, lock: PostLock): Response {
  const code = status === 423 ? "locked" : "conflict";
  return Response.json({ error: { code, message, lock } }, { status, headers: PRIVATE });
}
