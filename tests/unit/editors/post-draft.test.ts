import { describe, expect, it } from "vitest";
import { clearDraft, isDraftDue, readDraft, writeDraft, type PostDraft } from "@/lib/posts/draft";
import { DRAFT_CHECK_INTERVAL_MS, DRAFT_MIN_AGE_MS, POST_DRAFT_KEY } from "@/lib/posts/editor-constants";

/** localStorage as the draft helpers use it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const draft = (overrides: Partial<PostDraft> = {}): PostDraft => ({ mode: "edit", slug: "hello", values: { title: "Hello" }, savedAt: 1_000, ...overrides });

describe("when the post editor writes its draft (spec 000 §4, §9)", () => {
  it("uses the spec's numbers: checked every 30 s, written once the last save is 120 s old", () => {
    expect(DRAFT_CHECK_INTERVAL_MS).toBe(30_000);
    expect(DRAFT_MIN_AGE_MS).toBe(120_000);
  });

  it("writes at the first check at least 120 s after the last save", () => {
    const opened = 0;
    const checks = [1, 2, 3, 4, 5].map((n) => n * DRAFT_CHECK_INTERVAL_MS);
    expect(checks.map((now) => isDraftDue({ dirty: true, now, lastSavedAt: opened }))).toEqual([false, false, false, true, true]);
  });

  it("never writes without unsaved changes", () => {
    expect(isDraftDue({ dirty: false, now: 10 * DRAFT_MIN_AGE_MS, lastSavedAt: 0 })).toBe(false);
  });

  it("counts from the last save: a draft just written waits another 120 s", () => {
    expect(isDraftDue({ dirty: true, now: 130_000, lastSavedAt: 120_000 })).toBe(false);
    expect(isDraftDue({ dirty: true, now: 240_000, lastSavedAt: 120_000 })).toBe(true);
  });
});

describe("the stored draft", () => {
  it("lives under the one fixed key and is offered back to the same post", () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, draft())).toBe(true);
    expect([...storage.items.keys()]).toEqual([POST_DRAFT_KEY]);
    expect(readDraft(storage, { mode: "edit", slug: "hello" })).toEqual(draft());
  });

  it("keeps the values the admin started from, for a restore that takes only their changes", () => {
    const storage = memoryStorage();
    writeDraft(storage, draft({ baseline: { title: "Before" } }));
    expect(readDraft(storage, { mode: "edit", slug: "hello" })?.baseline).toEqual({ title: "Before" });
  });

  it("is not offered to another post, nor a new post's draft to an existing one", () => {
    const storage = memoryStorage();
    writeDraft(storage, draft());
    expect(readDraft(storage, { mode: "edit", slug: "other" })).toBeNull();
    expect(readDraft(storage, { mode: "create", slug: null })).toBeNull();
    writeDraft(storage, draft({ mode: "create", slug: null }));
    expect(readDraft(storage, { mode: "create", slug: null })?.values).toEqual({ title: "Hello" });
  });

  it("ignores a malformed draft", () => {
    for (const stored of ["not json", "null", "[]", JSON.stringify({ mode: "edit", slug: "hello", savedAt: 1 }), JSON.stringify({ ...draft(), mode: "delete" }), JSON.stringify({ ...draft(), baseline: "old" })]) {
      expect(readDraft(memoryStorage({ [POST_DRAFT_KEY]: stored }), { mode: "edit", slug: "hello" }), stored).toBeNull();
    }
  });

  it("is cleared by a successful save of its post, and only of its post", () => {
    const storage = memoryStorage();
    writeDraft(storage, draft());
    clearDraft(storage, { mode: "edit", slug: "other" });
    expect(storage.items.has(POST_DRAFT_KEY)).toBe(true);
    clearDraft(storage, { mode: "edit", slug: "hello" });
    expect(storage.items.has(POST_DRAFT_KEY)).toBe(false);
  });

  it("is lost quietly when storage refuses it (full or disabled)", () => {
    const full = { setItem: () => { throw new DOMException("full", "QuotaExceededError"); } };
    expect(writeDraft(full, draft())).toBe(false);
  });
});
