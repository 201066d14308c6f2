// Strings that reach Postgres from a request. Text columns cannot hold NUL, jsonb refuses it too, and
// other control characters are never typed by a person: a request carrying one is bad input (400), not
// a database error. Tab, line feed and carriage return stay allowed (multi-line messages).

/** C0 controls except tab, LF and CR; DEL; C1 controls; and halves of surrogate pairs (not text). */
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export const UNSAFE_TEXT_MESSAGE = "Must not contain control characters.";

export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/**
 * The dotted path of the first string (object key or value, at any depth) with an unsafe character,
 * `_` for the top level, or null when every string is safe.
 */
export function findUnsafeString(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasUnsafeCharacter(value) ? path.join(".") || "_" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // A bad key is reported on the object that holds it (the key itself cannot be echoed back).
    if (hasUnsafeCharacter(key)) return path.join(".") || "_";
    const found = findUnsafeString(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
