/** A word of a name: letters and digits, with apostrophes inside ("O'Neil"); hyphens, dots and spaces part words. */
const WORDS = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu;
/** A word's first letter with any accents written as combining marks. */
const FIRST_LETTER = /^[\p{L}\p{N}]\p{M}*/u;

/**
 * What a person's circle in the edit bar shows: the first letters of their first and last names ("Anna Schmidt"
 * → "AS"), one letter for a one-word name, the part before the @ of an email as the name ("anna.schmidt@…" →
 * "AS"), and "?" without a name.
 */
export function initialsOf(name: string | null): string {
  const person = name?.includes("@") ? name.slice(0, name.indexOf("@")) : (name ?? "");
  const [first, ...rest] = person.match(WORDS) ?? [];
  if (first === undefined) return "?";
  const last = rest.at(-1);
  const letters = last === undefined ? [first] : [first, last];
  return letters.map((word) => word.match(FIRST_LETTER)?.[0] ?? "").join("").toUpperCase();
}
