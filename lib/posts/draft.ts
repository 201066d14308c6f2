import { DRAFT_MIN_AGE_MS, POST_DRAFT_KEY } from "./editor-constants";

/** Which post a draft belongs to: a new one, or the post at `slug` as it was opened. */
export interface DraftTarget {
  mode: "create" | "edit";
  slug: string | null;
}

/** What the post editor keeps in local storage (spec 000 §4): the form's values and when they were written. */
export interface PostDraft extends DraftTarget {
  values: Record<string, unknown>;
  /** The values the admin started from: restoring takes only what they changed (the rest may be newer now). */
  baseline?: Record<string, unknown>;
  /** Epoch milliseconds. */
  savedAt: number;
}

/**
 * Spec 000 §4, §9: on each 30 s check a draft is written when there are unsaved changes and the last save
 * (opening the editor, saving the post, or the last draft written) is at least 120 s old.
 */
export function isDraftDue({ dirty, now, lastSavedAt }: { dirty: boolean; now: number; lastSavedAt: number }): boolean {
  return dirty && now - lastSavedAt >= DRAFT_MIN_AGE_MS;
}

const sameTarget = (a: DraftTarget, b: DraftTarget) => a.mode === b.mode && (a.mode === "create" || a.slug === b.slug);

function parseDraft(text: string | null): PostDraft | null {
  try {
    const parsed: unknown = JSON.parse(text ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft = parsed as Partial<PostDraft>;
    const valid =
      (draft.mode === "create" || draft.mode === "edit") &&
      (draft.slug === null || typeof draft.slug === "string") &&
      typeof draft.values === "object" &&
      draft.values !== null &&
      (draft.baseline === undefined || (typeof draft.baseline === "object" && draft.baseline !== null)) &&
      typeof draft.savedAt === "number";
    return valid ? (draft as PostDraft) : null;
  } catch {
    return null;
  }
}

/** The stored draft of `target`, if there is one (a draft of another post, or a malformed one, is none). */
export function readDraft(storage: Pick<Storage, "getItem">, target: DraftTarget): PostDraft | null {
  const draft = parseDraft(storage.getItem(POST_DRAFT_KEY));
  return draft && sameTarget(draft, target) ? draft : null;
}

/** Keeps `draft` under the one draft key; a full or unavailable storage loses it quietly. */
export function writeDraft(storage: Pick<Storage, "setItem">, draft: PostDraft): boolean {
  try {
    storage.setItem(POST_DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** A successful save clears the draft of the post it saved; another post's draft stays. */
export function clearDraft(storage: Pick<Storage, "getItem" | "removeItem">, target: DraftTarget): void {
  if (readDraft(storage, target)) storage.removeItem(POST_DRAFT_KEY);
}
