import { describe, expect, it } from "vitest";
import { afterRedo, afterUndo, dropTop, pushSave, readStacks, UNDO_LIMIT, UNDO_STORAGE_KEY, writeStacks } from "@/lib/editing/undo-stack";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
}

describe("the undo stacks", () => {
  it("undo the last save first, and redo what was undone", () => {
    let stacks = pushSave(pushSave({ undo: [], redo: [] }, { revisionId: 1, label: "Title" }), { revisionId: 2, label: "Description" });
    stacks = afterUndo(stacks, 3);
    expect(stacks).toEqual({ undo: [{ revisionId: 1, label: "Title" }], redo: [{ revisionId: 3, label: "Description" }] });
    stacks = afterRedo(stacks, 4);
    expect(stacks).toEqual({ undo: [{ revisionId: 1, label: "Title" }, { revisionId: 4, label: "Description" }], redo: [] });
  });

  it("forget the redo stack when a new change is saved", () => {
    const stacks = pushSave({ undo: [], redo: [{ revisionId: 9, label: "Old" }] }, { revisionId: 10, label: "New" });
    expect(stacks.redo).toEqual([]);
  });

  it(`keep the last ${UNDO_LIMIT} saves`, () => {
    let stacks = { undo: [], redo: [] } as ReturnType<typeof readStacks>;
    for (let id = 1; id <= UNDO_LIMIT + 5; id++) stacks = pushSave(stacks, { revisionId: id, label: `#${id}` });
    expect(stacks.undo).toHaveLength(UNDO_LIMIT);
    expect(stacks.undo[0].revisionId).toBe(6);
  });

  it("survive a reload through storage and read anything malformed as empty", () => {
    const storage = memoryStorage();
    writeStacks(storage, { undo: [{ revisionId: 5, label: "Hero" }], redo: [] });
    expect(readStacks(storage)).toEqual({ undo: [{ revisionId: 5, label: "Hero" }], redo: [] });
    expect(readStacks(memoryStorage({ [UNDO_STORAGE_KEY]: "{oops" }))).toEqual({ undo: [], redo: [] });
    expect(readStacks(memoryStorage({ [UNDO_STORAGE_KEY]: '{"undo":[{"revisionId":"x"}]}' }))).toEqual({ undo: [], redo: [] });
  });

  it("drop an entry the server refused", () => {
    expect(dropTop({ undo: [{ revisionId: 1, label: "a" }], redo: [] }, "undo")).toEqual({ undo: [], redo: [] });
  });
});
