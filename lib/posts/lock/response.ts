import type { LockState, PostLock } from "./schemas";

const PRIVATE = { "cache-control": "private, no-store" };

/** The lease as the caller sees it: 200 with the live lease (or null) and whether it is theirs. */
export function lockStateResponse(lock: PostLock | null, userId: string): Response {
  const state: LockState = { lock, mine: lock?.holder_id === userId };
  return Response.json(state, { headers: PRIVATE });
}

/**
 * Someone else holds a live lease: 409 when taking it (a save meets 423 on the save path, lib/editing/save.ts).
 * The body names the holder and since when, so the editor can offer read-only or takeover.
 */
export function lockHeldResponse(message: string, lock: PostLock): Response {
  return Response.json({ error: { code: "conflict", message, lock } }, { status: 409, headers: PRIVATE });
}
