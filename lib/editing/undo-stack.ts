/** One saved change an admin can undo (or an undo they can redo): the revision and what to call it. */
export interface UndoEntry {
  revisionId: number;
  label: string;
}

export interface UndoStacks {
  undo: UndoEntry[];
  redo: UndoEntry[];
}

/** How many saved changes an admin can step back through. */
export const UNDO_LIMIT = 50;

/** localStorage key: per site already (storage is per origin), so it survives a reload. */
export const UNDO_STORAGE_KEY = "editUndoStack";

const isEntry = (value: unknown): value is UndoEntry =>
  typeof value === "object" && value !== null && Number.isInteger((value as UndoEntry).revisionId) && typeof (value as UndoEntry).label === "string";

/** The stacks as stored; anything malformed is an empty stack. */
export function readStacks(storage: Pick<Storage, "getItem">): UndoStacks {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UNDO_STORAGE_KEY) ?? "null");
    const stacks = parsed as Partial<UndoStacks> | null;
    return {
      undo: Array.isArray(stacks?.undo) ? stacks.undo.filter(isEntry) : [],
      redo: Array.isArray(stacks?.redo) ? stacks.redo.filter(isEntry) : [],
    };
  } catch {
    return { undo: [], redo: [] };
  }
}

export function writeStacks(storage: Pick<Storage, "setItem">, stacks: UndoStacks): void {
  storage.setItem(UNDO_STORAGE_KEY, JSON.stringify(stacks));
}

/** A new save: undoable, and whatever was undone before can no longer be redone. */
export function pushSave(stacks: UndoStacks, entry: UndoEntry): UndoStacks {
  return { undo: [...stacks.undo, entry].slice(-UNDO_LIMIT), redo: [] };
}

/** After undoing the top entry with `undoRevisionId`: it moves to the redo stack under that revision. */
export function afterUndo(stacks: UndoStacks, undoRevisionId: number): UndoStacks {
  const top = stacks.undo.at(-1);
  if (!top) return stacks;
  return { undo: stacks.undo.slice(0, -1), redo: [...stacks.redo, { revisionId: undoRevisionId, label: top.label }] };
}

/** After redoing the top redo entry with `redoRevisionId`: it is undoable again under that revision. */
export function afterRedo(stacks: UndoStacks, redoRevisionId: number): UndoStacks {
  const top = stacks.redo.at(-1);
  if (!top) return stacks;
  return { undo: [...stacks.undo, { revisionId: redoRevisionId, label: top.label }].slice(-UNDO_LIMIT), redo: stacks.redo.slice(0, -1) };
}

/** An entry the server could not undo (changed since, or gone) is dropped rather than retried forever. */
export function dropTop(stacks: UndoStacks, which: keyof UndoStacks): UndoStacks {
  return { ...stacks, [which]: stacks[which].slice(0, -1) };
}
