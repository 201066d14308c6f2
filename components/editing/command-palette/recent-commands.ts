import { RECENT_COMMANDS_KEY, RECENT_COMMANDS_LIMIT } from "@/lib/editing/constants";

/** The part of localStorage the store needs, so tests can hand it a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The recently chosen command ids, most recent first; anything unreadable counts as none. */
export function readRecentCommands(storage: KeyValueStorage | null): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_COMMANDS_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === "string").slice(0, RECENT_COMMANDS_LIMIT);
  } catch {
    return [];
  }
}

/** Spec 002 §4, §9: the last 5 commands chosen are remembered, each once. */
export function rememberCommand(storage: KeyValueStorage | null, id: string): string[] {
  const next = [id, ...readRecentCommands(storage).filter((known) => known !== id)].slice(0, RECENT_COMMANDS_LIMIT);
  try {
    storage?.setItem(RECENT_COMMANDS_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return next;
}

/** localStorage, or null where the browser refuses it (blocked storage throws on access). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
